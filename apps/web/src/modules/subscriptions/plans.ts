// Plan tables of the hive and personal subscription portals (spec part 2 §2.11, §7 "Plans", §9):
// hard-coded sample data, prices in cents; no call is made.

export interface PlanFeature {
  readonly label: string;
  readonly value: string;
}

export interface Plan {
  readonly level: number;
  readonly name: string;
  /** Cents per month; null when not offered yet ('Coming Eventually'). */
  readonly priceCents: number | null;
  readonly features: readonly PlanFeature[];
  /** False for a plan that cannot be chosen yet. */
  readonly selectable: boolean;
}

/** Price display (spec part 2 §9): null 'Coming Eventually', 0 'Free', otherwise dollars per month. */
export function formatPrice(priceCents: number | null): string {
  if (priceCents === null) return 'Coming Eventually';
  if (priceCents === 0) return 'Free';
  const dollars = priceCents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}/month`;
}

/** Hive plan tiers (spec part 2 §9); fields the spec leaves "not shown" are left out. */
export const HIVE_PLANS: readonly Plan[] = [
  {
    level: 1,
    name: 'Level 1',
    priceCents: 0,
    selectable: true,
    features: [
      { label: 'Members', value: 'Unlimited' },
      { label: 'Admins', value: '5' },
      { label: 'Drops', value: 'Member funded' },
      { label: 'Agent controls', value: 'No' },
      { label: 'Directory listing', value: 'No' },
    ],
  },
  {
    level: 2,
    name: 'Level 2',
    priceCents: 5000,
    selectable: true,
    features: [
      { label: 'Admins', value: 'Unlimited' },
      { label: 'Drops', value: '50 per member' },
      { label: 'Agent controls', value: 'Yes' },
      { label: 'Directory listing', value: 'Yes' },
    ],
  },
  {
    level: 3,
    name: 'Level 3',
    priceCents: 15000,
    selectable: true,
    features: [{ label: 'Drops', value: '100 per member, plus member drop and reaction editing' }],
  },
];

/** Personal plan tiers (spec part 2 §9). */
export const PERSONAL_PLANS: readonly Plan[] = [
  {
    level: 1,
    name: 'Level 1',
    priceCents: 0,
    selectable: true,
    features: [
      { label: 'Drops', value: '10' },
      { label: 'Country memberships', value: 'No' },
    ],
  },
  {
    level: 2,
    name: 'Level 2',
    priceCents: null,
    selectable: false,
    features: [
      { label: 'Drops', value: '100' },
      { label: 'Country memberships', value: 'Yes (needs ID verification)' },
    ],
  },
  {
    level: 3,
    name: 'Level 3',
    priceCents: 2000,
    selectable: true,
    features: [
      { label: 'Drops', value: '500' },
      { label: 'Edit drops and reactions', value: 'Yes' },
    ],
  },
];

/** Placeholder usage shown on the personal plan (spec part 2 §9: 18 of 25 drops, sample data). */
export const SAMPLE_DROP_USAGE = { used: 18, total: 25 } as const;

/** The hive's current plan level: level_1 is Level 1; level_0 has none yet ('Level 1 Coming Soon'). */
export function currentHivePlanLevel(level: string): number | null {
  const match = /^level_(\d+)$/.exec(level);
  const n = match ? Number(match[1]) : 0;
  return n >= 1 ? n : null;
}

export const subscriptionMessages = {
  hiveTitle: (hiveName: string): string => `${hiveName} Subscription`,
  personalTitle: 'Subscription',
  loadFailed: 'Failed to load subscription data',
  retry: 'Retry',
  loading: 'Loading subscription',
  current: 'Current plan',
  upgrade: 'Upgrade',
  notSelectable: 'Not available yet',
  plansLabel: 'Plans',
  upgradeAlert: (planName: string): string =>
    `Upgrading to ${planName}: you will be redirected to payment once payments are available. Payments are coming soon.`,
  usage: (used: number, total: number): string => `${used} of ${total} drops used (sample data)`,
  viewPlans: 'View Plans',
  viewPersonalPlans: 'Personal Subscription',
} as const;
