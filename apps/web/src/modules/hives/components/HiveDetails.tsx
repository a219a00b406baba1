// One hive's details (the Hive detail portal, spec part 1 §2): the header, then the cards this viewer
// may see in their order numbers.
import { DetailsCard, DomainsCard, EmailJoinCard, LevelCard } from './HiveCards.js';
import { HiveHeader } from './HiveHeader.js';
import { HiveLoader } from './HiveLoader.js';
import { HiveTypeCard } from './HiveTypeCard.js';
import { hiveDetailMessages as m } from '../messages.js';
import { visibleHiveCards, type HiveCardId } from '../rules.js';
import '../hives.css';
import { InvitationsCard } from '../team/InvitationsCard.js';
import { MembersCard } from '../team/MembersCard.js';
import { Button } from '../../../ui/Button.js';
import { type HiveViewFieldsFragment } from '../graphql/hives.generated.js';

const PLACEHOLDERS = ['4rem', '6rem'];

export interface HiveDetailsProps {
  readonly hiveId: string;
  /** The parent hive in the header was chosen. */
  readonly onOpenHive: (hive: { readonly id: string; readonly name: string }) => void;
  readonly onManage: (hive: HiveViewFieldsFragment) => void;
  readonly onViewPlans: (hive: HiveViewFieldsFragment) => void;
}

export function HiveDetails({ hiveId, onOpenHive, onManage, onViewPlans }: HiveDetailsProps) {
  return (
    <HiveLoader hiveId={hiveId} placeholders={PLACEHOLDERS}>
      {(hive) => (
        <div className="hive-detail" data-testid="hive-detail">
          <HiveHeader hive={hive} onOpenHive={onOpenHive} />
          {visibleHiveCards(hive).map((id) => (
            <HiveCard
              key={id}
              id={id}
              hive={hive}
              onManage={() => onManage(hive)}
              onViewPlans={() => onViewPlans(hive)}
            />
          ))}
        </div>
      )}
    </HiveLoader>
  );
}

function HiveCard({
  id,
  hive,
  onManage,
  onViewPlans,
}: {
  readonly id: HiveCardId;
  readonly hive: HiveViewFieldsFragment;
  readonly onManage: () => void;
  readonly onViewPlans: () => void;
}) {
  switch (id) {
    case 'details':
      return <DetailsCard hive={hive} />;
    case 'level':
      return <LevelCard hive={hive} onViewPlans={onViewPlans} />;
    case 'type':
      return <HiveTypeCard hive={hive} />;
    case 'citizenship':
      return null;
    case 'emailJoin':
      return <EmailJoinCard hive={hive} />;
    case 'domains':
      return <DomainsCard hive={hive} />;
    case 'invitations':
      return <InvitationsCard hiveId={hive.id} />;
    case 'members':
      return (
        <>
          <MembersCard hiveId={hive.id} />
          <div className="hive-detail__actions">
            <Button size="sm" onClick={onManage}>
              {m.manage}
            </Button>
          </div>
        </>
      );
  }
}
