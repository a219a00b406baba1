// A remaining-characters count that appears near a limit and turns red (and bold) closer to it.
import { counterState, type CounterLimits } from '../limits.js';
import { captureMessages } from '../messages.js';

export function LimitCounter({
  length,
  limits,
  id,
}: {
  readonly length: number;
  readonly limits: CounterLimits;
  readonly id?: string;
}) {
  const state = counterState(length, limits);
  if (!state.visible) return null;
  return (
    <span
      id={id}
      className={state.danger ? 'counter counter--danger' : 'counter'}
      aria-live="polite"
      title={captureMessages.remaining(state.remaining)}
      data-testid="char-counter"
    >
      {state.remaining}
    </span>
  );
}
