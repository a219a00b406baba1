// Storm management (spec 3 §2.14 storm-management; spec 4 POST /api/hives/{id}/storms, PATCH
// /api/storms/{id}): owners and admins create a storm for the hive (prompt, requirement default 5,
// optional end time), see each storm's participation counts and close or reopen it.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
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
