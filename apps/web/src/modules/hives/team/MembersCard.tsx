// Members (spec part 1 §2 members card; part 2 §4 "Member roles"): owners and admins switch a
// member between post and admin, and remove a member other than themselves after a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Badge } from '../../../ui/Badge.js';
import { Card } from '../../../ui/Card.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Notice } from '../../../ui/Notice.js';
import { ConfirmButton } from './ConfirmButton.js';
import { teamMessages as m } from './messages.js';
import { canRemove, canSwitchRole, LIST_ROLES } from './rules.js';
import { MeDocument } from '../../account/graphql/account.generated.js';
import { HiveTeamDocument, RemoveHiveMemberDocument, SetHiveMemberRoleDocument } from '../graphql/team.generated.js';

export function MembersCard({ hiveId }: { readonly hiveId: string }) {
  const { data, error, refetch } = useQuery(HiveTeamDocument, {
    variables: { hiveId },
    fetchPolicy: 'cache-and-network',
  });
  const me = useQuery(MeDocument).data?.me?.id ?? null;
  const refetchQueries = [HiveTeamDocument];
  const [setRole] = useMutation(SetHiveMemberRoleDocument, { refetchQueries });
  const [remove] = useMutation(RemoveHiveMemberDocument, { refetchQueries });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const report = (work: Promise<unknown>, success: string) => {
    setNotice(null);
    work
      .then(() => setNotice({ tone: 'success', text: success }))
      .catch((failure: unknown) => setNotice({ tone: 'error', text: graphqlErrorText(failure, m.actionFailed) }));
  };
  return (
    <Card title={m.membersTitle} data-testid="hive-card-members">
      {data === undefined && error !== undefined && (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)}>{m.membersFailed}</ErrorState>
      )}
      {notice !== null && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <ul className="item-list">
        {(data?.hiveTeam ?? []).map((member) => (
          <li key={member.userId} className="hive-row hive-row--static">
            <span className="hive-row__text">
              <span className="hive-row__name">
                {member.emailAddress}
                {member.userId === me && ` (${m.you})`}
              </span>
            </span>
            {canSwitchRole(member, me) ? (
              <select
                className="field__input hive-role-select"
                aria-label={m.roleLabel(member.emailAddress)}
                value={member.role}
                onChange={(event) =>
                  report(
                    setRole({ variables: { hiveId, memberId: member.userId, role: event.target.value } }),
                    m.roleUpdated,
                  )
                }
              >
                {!(LIST_ROLES as readonly string[]).includes(member.role) && (
                  <option value={member.role}>{member.role}</option>
                )}
                {LIST_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
            ) : (
              <Badge tone={member.isOwner ? 'accent' : 'neutral'}>{member.role}</Badge>
            )}
            {canRemove(member, me) && (
              <ConfirmButton
                label={m.remove}
                title={m.removeTitle}
                description={m.removeDescription(member.emailAddress)}
                onConfirm={() => report(remove({ variables: { hiveId, memberId: member.userId } }), m.memberRemoved)}
              />
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
