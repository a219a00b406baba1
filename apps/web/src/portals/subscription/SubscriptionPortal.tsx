// The personal subscription portal (spec part 2 §2.11): the personal plan cards of §9, the user on
// Level 1, and the placeholder usage (18 of 25 drops). Plan data is hard-coded; no call is made.
import { PlanCards } from '../../modules/subscriptions/PlanCards.js';
import { PERSONAL_PLANS, SAMPLE_DROP_USAGE, subscriptionMessages as m } from '../../modules/subscriptions/plans.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';

export function SubscriptionPortal(_props: PortalContentProps) {
  return (
    <div className="subscription" data-testid="personal-subscription">
      <p className="subscription__usage">{m.usage(SAMPLE_DROP_USAGE.used, SAMPLE_DROP_USAGE.total)}</p>
      <PlanCards plans={PERSONAL_PLANS} currentLevel={1} />
    </div>
  );
}
