// Drop generation agent (spec part 2 §2.10 panel 300, §4, §5): dirty when the text differs from the
// saved one, Save and Cancel only then; Reset (after a confirmation) puts the default prompt in the
// box, saved only by Save. No saved text yet means the default prompt is what the agent uses.
import { useMutation, useQuery } from '@apollo/client/react';
import { DEFAULT_DROP_AGENT_INSTRUCTIONS } from '@hivemind/contracts';
import { useEffect, useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Notice } from '../../../ui/Notice.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { ConfirmButton } from './ConfirmButton.js';
import { teamMessages as m } from './messages.js';
import { checkInstructions, isInstructionsDirty } from './rules.js';
import { HiveAgentInstructionsDocument, SetHiveAgentInstructionsDocument } from '../graphql/team.generated.js';

export function AgentCard({ hiveId }: { readonly hiveId: string }) {
  const { data, error, refetch } = useQuery(HiveAgentInstructionsDocument, { variables: { hiveId } });
  const [save, { loading }] = useMutation(SetHiveAgentInstructionsDocument, {
    refetchQueries: [HiveAgentInstructionsDocument],
  });
  const saved = data === undefined ? null : (data.hiveAgentInstructions ?? DEFAULT_DROP_AGENT_INSTRUCTIONS);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    if (saved !== null) setDraft(saved);
  }, [saved]);

  if (saved === null) {
    return (
      <Card title={m.agentTitle} data-testid="hive-card-agent">
        {error !== undefined && (
          <ErrorState onRetry={() => void refetch().catch(() => undefined)}>{m.agentLoadFailed}</ErrorState>
        )}
      </Card>
    );
  }
  const dirty = isInstructionsDirty(saved, draft);
  const submit = () => {
    const check = checkInstructions(draft);
    if (!check.ok) {
      setNotice({ tone: 'error', text: check.error });
      return;
    }
    setNotice(null);
    save({ variables: { hiveId, instructions: check.text } })
      .then(() => setNotice({ tone: 'success', text: m.agentSaved }))
      .catch((failure: unknown) => setNotice({ tone: 'error', text: graphqlErrorText(failure, m.agentSaveFailed) }));
  };
  return (
    <Card title={m.agentTitle} description={m.agentLead} data-testid="hive-card-agent">
      <TextAreaField
        label={m.agentLabel}
        className="field__input hive-detail__textarea"
        value={draft}
        onChange={setDraft}
      />
      {notice !== null && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <div className="hive-detail__actions">
        <ConfirmButton
          label={m.reset}
          title={m.resetTitle}
          description={m.resetDescription}
          onConfirm={() => setDraft(DEFAULT_DROP_AGENT_INSTRUCTIONS)}
        />
        {dirty && (
          <>
            <Button size="sm" variant="ghost" onClick={() => setDraft(saved)}>
              {m.cancel}
            </Button>
            <Button size="sm" variant="primary" busy={loading} onClick={submit}>
              {m.save}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
