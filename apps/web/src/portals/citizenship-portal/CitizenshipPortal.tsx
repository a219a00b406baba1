// The Citizenship portal (spec part 2 §2.12): the localization form and the citizenship history.
import { CitizenshipHistory } from '../../modules/hives/citizenship/CitizenshipHistory.js';
import { LocalizationForm } from '../../modules/hives/citizenship/LocalizationForm.js';
import '../../modules/hives/hives.css';
import type { PortalContentProps } from '../portal-content.js';

export function CitizenshipPortal(_props: PortalContentProps) {
  return (
    <div className="hive-detail" data-testid="citizenship-portal">
      <LocalizationForm />
      <CitizenshipHistory />
    </div>
  );
}
