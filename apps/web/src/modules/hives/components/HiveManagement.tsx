// Managing one hive (the Hive manager portal, spec part 2 §2.10), for its admins and owner:
// 'Manage hive settings and members', then level, type, agent, email-domain access, invitations,
// members and membership in their order numbers (owner-only panels for owners).
import { DomainsCard, LevelCard } from './HiveCards.js';
import { HiveLoader } from './HiveLoader.js';
import { HiveTypeCard } from './HiveTypeCard.js';
import '../hives.css';
import { AgentCard } from '../team/AgentCard.js';
import { InvitationsCard } from '../team/InvitationsCard.js';
import { MembersCard } from '../team/MembersCard.js';
import { MembershipCard } from '../team/MembershipCard.js';
import { teamMessages as m } from '../team/messages.js';
import { EmptyState } from '../../../ui/EmptyState.js';

const PLACEHOLDERS = ['6rem'];

export function HiveManagement({ hiveId }: { readonly hiveId: string }) {
  return (
    <HiveLoader hiveId={hiveId} placeholders={PLACEHOLDERS}>
      {(hive) => {
        if (!hive.isAdmin) return <EmptyState>{m.notAdmin}</EmptyState>;
        const owner = hive.viewerRole === 'owner';
        return (
          <div className="hive-detail" data-testid="hive-management">
            <p className="hive-detail__explanation">{m.managerSubtitle}</p>
            {owner && <LevelCard hive={hive} />}
            {owner && <HiveTypeCard hive={hive} />}
            <AgentCard hiveId={hive.id} />
            {owner && <DomainsCard hive={hive} />}
            <InvitationsCard hiveId={hive.id} />
            <MembersCard hiveId={hive.id} />
            <MembershipCard hiveId={hive.id} isOwner={owner} />
          </div>
        );
      }}
    </HiveLoader>
  );
}
