import { describe, expect, it } from '@jest/globals';
import { currentHivePlanLevel, formatPrice, HIVE_PLANS, PERSONAL_PLANS, subscriptionMessages } from './plans.js';

describe('plan price display (spec part 2 §9)', () => {
  it("shows null as 'Coming Eventually', 0 as 'Free', otherwise dollars per month", () => {
    expect(formatPrice(null)).toBe('Coming Eventually');
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(5000)).toBe('$50/month');
    expect(formatPrice(15000)).toBe('$150/month');
    expect(formatPrice(2000)).toBe('$20/month');
    expect(formatPrice(1999)).toBe('$19.99/month');
  });
});

describe('hive plan tiers (spec part 2 §9)', () => {
  it('are levels 1-3 at 0, 5000 and 15000 cents', () => {
    expect(HIVE_PLANS.map((p) => [p.level, p.priceCents])).toEqual([
      [1, 0],
      [2, 5000],
      [3, 15000],
    ]);
  });

  it('level 1: unlimited members, 5 admins, member-funded drops, no agent controls, no directory listing', () => {
    expect(HIVE_PLANS[0]?.features).toEqual([
      { label: 'Members', value: 'Unlimited' },
      { label: 'Admins', value: '5' },
      { label: 'Drops', value: 'Member funded' },
      { label: 'Agent controls', value: 'No' },
      { label: 'Directory listing', value: 'No' },
    ]);
  });

  it('level 2: unlimited admins, 50 drops per member, agent controls, directory listing; level 3: 100 per member plus editing', () => {
    expect(HIVE_PLANS[1]?.features).toEqual([
      { label: 'Admins', value: 'Unlimited' },
      { label: 'Drops', value: '50 per member' },
      { label: 'Agent controls', value: 'Yes' },
      { label: 'Directory listing', value: 'Yes' },
    ]);
    expect(HIVE_PLANS[2]?.features).toEqual([
      { label: 'Drops', value: '100 per member, plus member drop and reaction editing' },
    ]);
  });

  it('level_1 hives are on Level 1; level_0 hives have no plan yet', () => {
    expect(currentHivePlanLevel('level_1')).toBe(1);
    expect(currentHivePlanLevel('level_0')).toBeNull();
  });
});

describe('personal plan tiers (spec part 2 §9)', () => {
  it("level 1 free with 10 drops; level 2 'Coming Eventually', 100 drops, country memberships, not selectable; level 3 $20/month, 500 drops", () => {
    expect(PERSONAL_PLANS.map((p) => [p.level, formatPrice(p.priceCents), p.selectable])).toEqual([
      [1, 'Free', true],
      [2, 'Coming Eventually', false],
      [3, '$20/month', true],
    ]);
    expect(PERSONAL_PLANS[0]?.features).toContainEqual({ label: 'Drops', value: '10' });
    expect(PERSONAL_PLANS[0]?.features).toContainEqual({ label: 'Country memberships', value: 'No' });
    expect(PERSONAL_PLANS[1]?.features).toContainEqual({ label: 'Drops', value: '100' });
    expect(PERSONAL_PLANS[1]?.features).toContainEqual({
      label: 'Country memberships',
      value: 'Yes (needs ID verification)',
    });
    expect(PERSONAL_PLANS[2]?.features).toEqual([
      { label: 'Drops', value: '500' },
      { label: 'Edit drops and reactions', value: 'Yes' },
    ]);
  });

  it("titles the hive portal with the hive name plus ' Subscription'", () => {
    expect(subscriptionMessages.hiveTitle('Robotics Guild')).toBe('Robotics Guild Subscription');
  });
});
