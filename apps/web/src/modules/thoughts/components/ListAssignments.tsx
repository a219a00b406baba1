// The thought portal's list sections (spec part 3 §2.3, §4, §8): "Pending matches" with approve /
// reject, and "Approved assignments". Fetched once the thought is ready and again 2 s later (list
// matching may still be finishing); a section with nothing in it is not shown.
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { Notice } from '../../../ui/Notice.js';
import { ASSIGNMENTS_REFRESH_MS, itemsWithStatus, type AssignmentStatus } from '../list-assignments.js';
import '../list-assignments.css';
import { assignmentMessages as m } from '../messages.js';
import {
  ReviewListItemDocument,
  ThoughtListItemsDocument,
  type ThoughtListItemFieldsFragment,
} from '../graphql/list-items.generated.js';

export interface ListAssignmentsProps {
  readonly thoughtId: string;
}

export function ListAssignments({ thoughtId }: ListAssignmentsProps) {
  const pending = useQuery(ThoughtListItemsDocument, {
    variables: { thoughtId, status: 'pending' },
    fetchPolicy: 'cache-and-network',
  });
  const approved = useQuery(ThoughtListItemsDocument, {
    variables: { thoughtId, status: 'approved' },
    fetchPolicy: 'cache-and-network',
  });
  const refetchBoth = (): void => {
    void pending.refetch().catch(() => undefined);
    void approved.refetch().catch(() => undefined);
  };
  // Read at the timer's end, so the timer need not restart when the hooks hand out new functions.
  const refetchLater = useRef(refetchBoth);
  refetchLater.current = refetchBoth;

  // Mounted when the thought became ready: read both again 2 s later (matching may still finish).
  useEffect(() => {
    const timer = setTimeout(() => refetchLater.current(), ASSIGNMENTS_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [thoughtId]);

  return (
    <>
      <AssignmentSection
        status="pending"
        items={itemsWithStatus(pending.data?.thoughtListItems, 'pending')}
        failed={pending.error !== undefined && pending.data === undefined}
        onReviewed={refetchBoth}
      />
      <AssignmentSection
        status="approved"
        items={itemsWithStatus(approved.data?.thoughtListItems, 'approved')}
        failed={approved.error !== undefined && approved.data === undefined}
        onReviewed={refetchBoth}
      />
    </>
  );
}

function AssignmentSection({
  status,
  items,
  failed,
  onReviewed,
}: {
  readonly status: AssignmentStatus;
  readonly items: readonly ThoughtListItemFieldsFragment[];
  readonly failed: boolean;
  readonly onReviewed: () => void;
}) {
  const isPending = status === 'pending';
  if (!failed && items.length === 0) return null;
  return (
    <Card
      className="list-assignments"
      title={isPending ? m.pendingTitle : m.approvedTitle}
      headingLevel={4}
      data-testid={isPending ? 'pending-matches' : 'approved-assignments'}
    >
      {failed ? (
        <Notice tone="error">{isPending ? m.pendingFailed : m.approvedFailed}</Notice>
      ) : (
        <ul className="item-list">
          {items.map((item) => (
            <AssignmentRow key={item.id} item={item} reviewable={isPending} onReviewed={onReviewed} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function AssignmentRow({
  item,
  reviewable,
  onReviewed,
}: {
  readonly item: ThoughtListItemFieldsFragment;
  readonly reviewable: boolean;
  readonly onReviewed: () => void;
}) {
  const [review, { loading }] = useMutation(ReviewListItemDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const decide = (status: 'approved' | 'rejected'): void => {
    const fallback = status === 'approved' ? m.approveFailed : m.rejectFailed;
    setFailure(null);
    // The spec's own texts (part 3 §8), whatever the server said.
    review({ variables: { id: item.id, status } })
      .then(({ error }) => {
        if (error !== undefined) setFailure(fallback);
        else onReviewed();
      })
      .catch(() => setFailure(fallback));
  };

  return (
    <li className="list-assignment" data-testid="list-assignment">
      <div className="cluster list-assignment__body">
        <span className="list-assignment__title">{item.title}</span>
        <Badge>{item.list.title}</Badge>
      </div>
      {reviewable && (
        <div className="list-assignment__actions">
          <Button size="sm" variant="primary" disabled={loading} onClick={() => decide('approved')}>
            {m.approve}
          </Button>
          <Button size="sm" variant="ghost" disabled={loading} onClick={() => decide('rejected')}>
            {m.reject}
          </Button>
        </div>
      )}
      {failure !== null && <Notice tone="error">{failure}</Notice>}
    </li>
  );
}
