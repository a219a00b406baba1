// The Citizenship portal (spec part 2 §2.12): the localization form and the citizenship history.
import { CitizenshipHistory } from '../../modules/hives/citizenship/CitizenshipHistory.js';
import { LocalizationForm } from '../../modules/hives/citizenship/LocalizationForm.js';
import '../../modules/hives/hives.css';
import { subscriptionMessages } from '../../modules/subscriptions/plans.js';
import { Button } from '../../ui/Button.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';

export function CitizenshipPortal({ openPortal }: PortalContentProps) {
  return (
    <div className="hive-detail" data-testid="citizenship-portal">
      <LocalizationForm />
      <CitizenshipHistory />
      {/* Country memberships come with a personal plan (spec part 2 §9): the plans are one click away. */}
      <div className="hive-detail__actions">
        <Button size="sm" variant="ghost" onClick={() => openPortal('subscription')}>
          {subscriptionMessages.viewPersonalPlans}
        </Button>
      </div>
    </div>
  );
}
