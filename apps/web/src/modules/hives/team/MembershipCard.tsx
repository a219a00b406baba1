// Membership (spec part 2 §2.10 panel 600, §4): leaving is a two-step confirmation; an owner can
// leave only when other owners exist (the note says how many); the page reloads after leaving.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { Notice } from '../../../ui/Notice.js';
import { teamMessages as m } from './messages.js';
import { leaveBlocked } from './rules.js';
import { HiveOwnerCountDocument, LeaveHiveDocument } from '../graphql/team.generated.js';

export function MembershipCard({ hiveId, isOwner }: { readonly hiveId: string; readonly isOwner: boolean }) {
  const owners = useQuery(HiveOwnerCountDocument, { variables: { hiveId }, fetchPolicy: 'cache-and-network' });
  const [leave, { loading }] = useMutation(LeaveHiveDocument);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ownerCount = owners.data?.hiveOwnerCount.ownerCount ?? 0;
  const blocked = owners.data !== undefined && leaveBlocked(isOwner, ownerCount);
  const confirm = () => {
    setError(null);
    leave({ variables: { hiveId } })
      .then(() => window.location.reload())
      .catch((failure: unknown) => setError(graphqlErrorText(failure, m.actionFailed)));
  };
  return (
    <Card title={m.membershipTitle} data-testid="hive-card-membership">
      {isOwner && owners.data !== undefined && <p className="field__hint">{m.ownerNote(ownerCount)}</p>}
      {asking && <p className="hive-detail__description">{m.leaveQuestion}</p>}
      {error !== null && <Notice tone="error">{error}</Notice>}
      <div className="hive-detail__actions">
        {asking ? (
          <>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              {m.cancel}
            </Button>
            <Button size="sm" variant="danger" busy={loading} onClick={confirm}>
              {m.leaveConfirm}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="danger" disabled={blocked} onClick={() => setAsking(true)}>
            {m.leave}
          </Button>
        )}
      </div>
    </Card>
  );
}
