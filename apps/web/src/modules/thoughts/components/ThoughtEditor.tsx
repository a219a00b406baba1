// Edit mode of a thought (spec part 3 §2.3, §4, §5): the AI actions Punchy, Simplify,
// Clarify, Markdown (bullets-numbers) and Custom each put a preview in the editor; Reset returns the
// thought to its original content; Save Changes stores the text; Cancel restores it.
import { useMutation } from '@apollo/client/react';
import type { EnhanceAction } from '@hivemind/contracts';
import { useState } from 'react';
import { ThoughtIcon } from './Icons.js';
import { contentProblem, EDIT_LIMITS, editorRows, instructionsProblem } from '../limits.js';
import { captureMessages, thoughtMessages as m } from '../messages.js';
import { ERROR_NOTICE_MS } from '../../../lib/use-timed-notice.js';
import { Button } from '../../../ui/Button.js';
import type { NoticeTone } from '../../../ui/Notice.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import {
  EnhanceThoughtPreviewDocument,
  ResetThoughtDocument,
  UpdateThoughtContentDocument,
} from '../graphql/edit.generated.js';
import { type ThoughtFieldsFragment } from '../graphql/fragments.generated.js';

/** The preset actions: button label and the verb of its failure message. */
const PRESETS: readonly {
  readonly action: Exclude<EnhanceAction, 'custom'>;
  readonly label: string;
  readonly verb: string;
}[] = [
  { action: 'punchy', label: m.punchy, verb: 'make punchy' },
  { action: 'simplify', label: m.simplify, verb: 'simplify' },
  { action: 'clarify', label: m.clarify, verb: 'clarify' },
  { action: 'bullets-numbers', label: m.markdown, verb: 'format' },
];

/** Edited content and custom instructions count down the same way (spec part 3 §5). */
const editCounter = { limits: EDIT_LIMITS, describe: captureMessages.remaining };

/** Edit results show 3 s when they worked, errors the usual 5 s. */
const NOTICE_SUCCESS_MS = 3000;

export interface ThoughtEditorProps {
  readonly thought: ThoughtFieldsFragment;
  readonly notify: (tone: NoticeTone, text: string, ms: number) => void;
  readonly onClose: () => void;
}

type Busy = EnhanceAction | 'reset' | 'save' | null;

export function ThoughtEditor({ thought, notify, onClose }: ThoughtEditorProps) {
  const [text, setText] = useState(thought.content ?? thought.originalThought);
  const [instructions, setInstructions] = useState('');
  const [customOpen, setCustomOpen] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [touched, setTouched] = useState(false);
  const [instructionsError, setInstructionsError] = useState<string | null>(null);
  const [enhance] = useMutation(EnhanceThoughtPreviewDocument);
  const [reset] = useMutation(ResetThoughtDocument);
  const [update] = useMutation(UpdateThoughtContentDocument);

  const problem = contentProblem(text);
  const ok = (t: string) => notify('success', t, NOTICE_SUCCESS_MS);
  const fail = (t: string, error: unknown) => {
    console.error(t, error);
    notify('error', t, ERROR_NOTICE_MS);
  };

  const run = async (what: Busy, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const preview = (action: EnhanceAction, label: string, failure: string, extra: string | null) => {
    setTouched(true);
    if (problem !== null) return;
    void run(action, async () => {
      try {
        const { data } = await enhance({ variables: { content: text, action, instructions: extra } });
        if (data === undefined) throw new Error('no preview');
        setText(data.enhanceThoughtPreview);
        ok(m.previewReady(label));
      } catch (error) {
        fail(failure, error);
      }
    });
  };

  const custom = () => {
    const issue = instructionsProblem(instructions);
    setInstructionsError(issue);
    if (issue !== null) return;
    preview('custom', m.custom, m.customFailed, instructions.trim());
  };

  const doReset = () =>
    void run('reset', async () => {
      try {
        const { data } = await reset({ variables: { thoughtId: thought.id } });
        if (data === undefined) throw new Error('no thought');
        setText(data.resetThought.content ?? data.resetThought.originalThought);
        ok(m.resetDone);
      } catch (error) {
        fail(m.resetFailed, error);
      }
    });

  const save = () => {
    setTouched(true);
    if (problem !== null) return;
    void run('save', async () => {
      try {
        await update({ variables: { thoughtId: thought.id, content: text } });
        ok(m.manualDone);
        onClose();
      } catch (error) {
        fail(m.manualFailed, error);
      }
    });
  };

  const disabled = busy !== null;
  return (
    <div className="thought-editor" data-testid="thought-editor">
      <div className="cluster" role="group" aria-label={m.enhanceLabel}>
        <span className="eyebrow thought-editor__group-label">
          <ThoughtIcon name="sparkle" size={15} />
          {m.enhanceLabel}
        </span>
        {PRESETS.map((p) => (
          <Button
            key={p.action}
            size="sm"
            busy={busy === p.action}
            disabled={disabled}
            onClick={() => preview(p.action, p.label, m.actionFailed(p.verb), null)}
          >
            {p.label}
          </Button>
        ))}
        <Button size="sm" disabled={disabled} aria-expanded={customOpen} onClick={() => setCustomOpen((o) => !o)}>
          {m.custom}
        </Button>
      </div>
      {customOpen && (
        <TextAreaField
          groupClassName="thought-editor__custom"
          label={m.instructionsLabel}
          className="text-area"
          rows={2}
          maxLength={EDIT_LIMITS.max}
          value={instructions}
          placeholder={m.instructionsPlaceholder}
          error={instructionsError}
          counter={editCounter}
          actions={
            <Button size="sm" variant="primary" busy={busy === 'custom'} disabled={disabled} onClick={custom}>
              {m.applyCustom}
            </Button>
          }
          onChange={(next) => {
            setInstructions(next);
            setInstructionsError(null);
          }}
        />
      )}
      <TextAreaField
        label={m.editorLabel}
        labelHidden
        className="text-area thought-editor__text"
        rows={editorRows(text, 56)}
        value={text}
        readOnly={disabled}
        error={touched ? problem : null}
        counter={editCounter}
        onChange={(next) => {
          setText(next);
          setTouched(true);
        }}
      />
      <div className="thought-editor__footer">
        <Button variant="ghost" size="sm" busy={busy === 'reset'} disabled={disabled} onClick={doReset}>
          {m.reset}
        </Button>
        <span className="thought-editor__spacer" />
        <Button
          size="sm"
          disabled={disabled}
          onClick={() => {
            setText(thought.content ?? thought.originalThought);
            onClose();
          }}
        >
          {m.cancel}
        </Button>
        <Button
          variant="primary"
          size="sm"
          busy={busy === 'save'}
          disabled={disabled || problem !== null}
          onClick={save}
        >
          {m.save}
        </Button>
      </div>
    </div>
  );
}
