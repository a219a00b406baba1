// One thought input of the capture area: the text, its counter, trash and Capture; while a capture
// runs, the status line follows the stages the server reports (stages.ts), then the input is freed.
import { useApolloClient } from '@apollo/client/react';
import { THOUGHT_STAGES } from '@hivemind/contracts';
import { useEffect, useId, useRef, useState, type Dispatch, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/Button.js';
import { Counter } from '../../../ui/Counter.js';
import { IconButton } from '../../../ui/IconButton.js';
import { canCapture, CLOSE_DELAY_MS, type CaptureAction, type ThoughtInput } from '../capture-state.js';
import { runCapture } from '../hooks/capture-run.js';
import { useStagePacing } from '../hooks/use-stage-pacing.js';
import { THOUGHT_LIMITS } from '../limits.js';
import { captureMessages as m } from '../messages.js';
import { CAPTURED_INDEX, stageText } from '../stages.js';
import { ThoughtIcon } from './Icons.js';
import { type ThoughtFieldsFragment } from '../graphql/fragments.generated.js';

export interface ThoughtInputCardProps {
  readonly input: ThoughtInput;
  readonly number: number;
  readonly several: boolean;
  readonly dispatch: Dispatch<CaptureAction>;
  readonly onCaptured: (thought: ThoughtFieldsFragment) => void;
  readonly autoFocus: boolean;
  /** The lists chosen in the capture area's chooser (empty: AI matching). */
  readonly selectedListIds?: readonly string[];
}

export function ThoughtInputCard({
  input,
  number,
  several,
  dispatch,
  onCaptured,
  autoFocus,
  selectedListIds = [],
}: ThoughtInputCardProps) {
  const client = useApolloClient();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [reached, setReached] = useState(0);
  const created = useRef<ThoughtFieldsFragment | null>(null);
  const stopRun = useRef<(() => void) | null>(null);
  const busy = input.status !== 'input';

  const shown = useStagePacing(reached, busy, () => {
    const thought = created.current;
    created.current = null;
    setReached(0);
    dispatch({ type: 'finished', id: input.id });
    if (thought !== null) onCaptured(thought);
  });

  // Stop listening when the input goes away mid-capture (the thought itself is kept by the server).
  useEffect(() => () => stopRun.current?.(), []);

  useEffect(() => {
    if (!input.closing) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'close', id: input.id }), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input.closing, input.id, dispatch]);

  useEffect(() => {
    if (autoFocus) textarea.current?.focus();
  }, [autoFocus]);

  const capture = (): void => {
    if (busy || !canCapture(input.content)) return;
    dispatch({ type: 'submit', id: input.id });
    stopRun.current = runCapture(
      client,
      input.content,
      {
        onCreated: (thought) => {
          created.current = thought;
          dispatch({ type: 'created', id: input.id });
        },
        onReached: (index) => setReached(index),
        onFailed: (message, detail) => {
          // Spec part 1 §8: thought processing failures are only logged; the input resets.
          console.error(message, detail);
          created.current = null;
          setReached(0);
          dispatch({ type: 'failed', id: input.id });
        },
      },
      selectedListIds,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      capture();
    }
  };

  const counterId = `${id}-counter`;
  const percent = Math.round((Math.min(shown, CAPTURED_INDEX) / (THOUGHT_STAGES.length - 1)) * 100);
  const done = shown >= CAPTURED_INDEX;
  return (
    <div
      className={['thought-input', busy ? 'thought-input--busy' : '', input.closing ? 'thought-input--closing' : '']
        .filter(Boolean)
        .join(' ')}
      data-testid="thought-input"
      data-status={input.status}
    >
      <label className="visually-hidden" htmlFor={id}>
        {m.inputLabel(number)}
      </label>
      <textarea
        ref={textarea}
        id={id}
        className="thought-input__text"
        value={input.content}
        placeholder={m.placeholder}
        rows={3}
        readOnly={busy}
        aria-describedby={counterId}
        onChange={(event) => dispatch({ type: 'change', id: input.id, content: event.target.value })}
        onKeyDown={onKeyDown}
      />
      {busy ? (
        <div className="thought-input__status" data-done={done || undefined}>
          <p className="thought-input__stage" role="status" data-testid="capture-status">
            {done ? (
              <span className="thought-input__tick" aria-hidden="true">
                <ThoughtIcon name="check" size={16} />
              </span>
            ) : (
              <span className="spinner" aria-hidden="true" />
            )}
            {stageText(shown)}
          </p>
          <span className="thought-input__progress" aria-hidden="true">
            <span style={{ width: `${Math.max(6, percent)}%` }} />
          </span>
        </div>
      ) : (
        <div className="thought-input__bar">
          <Counter id={counterId} length={input.content.length} limits={THOUGHT_LIMITS} describe={m.remaining} />
          <span className="thought-input__hint">{input.content.length > 0 ? m.captureHint : ''}</span>
          {(several || input.content.length > 0) && (
            <IconButton label={m.clear(number)} onClick={() => dispatch({ type: 'trash', id: input.id })}>
              <ThoughtIcon name="trash" />
            </IconButton>
          )}
          <Button variant="primary" size="sm" disabled={!canCapture(input.content)} onClick={capture}>
            {m.capture}
            <ThoughtIcon name="send" size={16} />
          </Button>
        </div>
      )}
    </div>
  );
}
