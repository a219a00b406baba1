// Storm management (spec 3 §2.14 storm-management; spec 4 POST /api/hives/{id}/storms, PATCH
// /api/storms/{id}): owners and admins create a storm for the hive (prompt, requirement default 5,
// optional end time), see each storm's participation counts (live: an open storm's participation and
// answer changes read the counts again) and close or reopen it.
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Field } from '../../../ui/Field.js';
import { Skeleton } from '../../../ui/Skeleton.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { stormMessages as m } from '../messages.js';
import { DEFAULT_VOTE_REQUIREMENT, stormInput } from '../storm-form.js';
import {
  CreateStormDocument,
  HiveStormsDocument,
  SetStormActiveDocument,
  StormParticipantsChangedDocument,
  StormPostsChangedDocument,
  type StormFieldsFragment,
} from '../graphql/storms.generated.js';
import '../storms.css';

export interface StormManagementProps {
  readonly hiveId: string | null;
  readonly onOpenStorm: (storm: StormFieldsFragment) => void;
}

export function StormManagement({ hiveId, onOpenStorm }: StormManagementProps) {
  if (hiveId === null) return <EmptyState>{m.noHive}</EmptyState>;
  return <HiveStormManagement hiveId={hiveId} onOpenStorm={onOpenStorm} />;
}

function HiveStormManagement({
  hiveId,
  onOpenStorm,
}: { readonly hiveId: string } & Pick<StormManagementProps, 'onOpenStorm'>) {
  const storms = useQuery(HiveStormsDocument, { variables: { hiveId }, fetchPolicy: 'cache-and-network' });
  const [setActive, setting] = useMutation(SetStormActiveDocument);
  // A burst of storm events (a vote activating answers) reads the counts once.
  const [changes, setChanges] = useState(0);
  const settledChanges = useDebouncedValue(changes, COUNTS_REFRESH_MS);
  useEffect(() => {
    if (settledChanges > 0) void storms.refetch().catch(() => undefined);
  }, [settledChanges]);
  const countsChanged = useCallback(() => setChanges((n) => n + 1), []);
  let list;
  if (storms.error !== undefined && storms.data === undefined) {
    list = (
      <ErrorState onRetry={() => void storms.refetch().catch(() => undefined)} retryLabel={m.retry}>
        {graphqlErrorText(storms.error, m.stormsLoadFailed)}
      </ErrorState>
    );
  } else if (storms.data === undefined) {
    list = <Skeleton height="4rem" radius="var(--radius-md)" />;
  } else if (storms.data.hiveStorms.length === 0) {
    list = <EmptyState title={m.noStorms} />;
  } else {
    list = (
      <ul className="storm-list" data-testid="hive-storms">
        {storms.data.hiveStorms.map((storm) => (
          <li
            key={storm.id}
            className="storm-list__item storm-list__item--managed"
            data-testid="hive-storm"
            data-storm-id={storm.id}
          >
            {storm.isActive && <StormCountsListener stormId={storm.id} onChange={countsChanged} />}
            <div className="storm-stack">
              <strong>{storm.prompt}</strong>
              <span className="cluster">
                <Badge tone={storm.isActive ? 'ok' : 'neutral'}>{storm.isActive ? m.active : m.closed}</Badge>
                <span>{m.participants(storm.summary.participants)}</span>
                <span>{m.answers(storm.summary.answers, storm.summary.activeAnswers)}</span>
              </span>
            </div>
            <span className="cluster">
              <Button size="sm" onClick={() => onOpenStorm(storm)}>
                {m.open}
              </Button>
              <Button
                size="sm"
                busy={setting.loading}
                onClick={() =>
                  void setActive({ variables: { stormId: storm.id, isActive: !storm.isActive } }).catch(() => undefined)
                }
              >
                {storm.isActive ? m.close : m.reopen}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="storm-portal" data-testid="storm-management">
      <NewStormForm hiveId={hiveId} onCreated={() => void storms.refetch().catch(() => undefined)} />
      {list}
    </div>
  );
}

/** How long storm events settle before the counts are read again. */
const COUNTS_REFRESH_MS = 300;

/** Tells when an open storm's participants or answers change (its row's counts are then stale). */
function StormCountsListener({ stormId, onChange }: { readonly stormId: string; readonly onChange: () => void }) {
  useSubscription(StormParticipantsChangedDocument, { variables: { stormId }, onData: onChange });
  useSubscription(StormPostsChangedDocument, { variables: { stormId }, onData: onChange });
  return null;
}

function NewStormForm({ hiveId, onCreated }: { readonly hiveId: string; readonly onCreated: () => void }) {
  const [prompt, setPrompt] = useState('');
  const [requirement, setRequirement] = useState(String(DEFAULT_VOTE_REQUIREMENT));
  const [endsAt, setEndsAt] = useState('');
  const [create, created] = useMutation(CreateStormDocument);
  const input = stormInput({ prompt, requirement, endsAt });
  const submit = () => {
    if (input === null) return;
    void create({ variables: { hiveId, ...input } })
      .then(() => {
        setPrompt('');
        setEndsAt('');
        onCreated();
      })
      .catch(() => undefined);
  };
  return (
    <Card title={m.newStorm} data-testid="new-storm">
      <div className="storm-stack">
        <TextAreaField label={m.prompt} value={prompt} onChange={setPrompt} rows={2} />
        <Field
          label={m.requirement}
          type="number"
          min={1}
          value={requirement}
          onChange={(e) => setRequirement(e.target.value)}
        />
        <Field label={m.endsAtLabel} type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
        {created.error !== undefined && (
          <p role="alert" className="storm-own--error">
            {graphqlErrorText(created.error, m.createFailed)}
          </p>
        )}
        <div>
          <Button variant="primary" busy={created.loading} disabled={input === null} onClick={submit}>
            {m.create}
          </Button>
        </div>
      </div>
    </Card>
  );
}
