// The remaining-characters counter of a limited text: hidden until the text nears its limit, red
// (and bold) closer to it. The limits are the spec's (e.g. a thought: 3000, shown from 2500, red
// from 2900); the rule is here once for every counter.
export interface CounterLimits {
  readonly max: number;
  /** The remaining-character count appears from this length... */
  readonly showFrom: number;
  /** ...and turns red (and bold) from this one. */
  readonly dangerFrom: number;
}

export type CounterState =
  { readonly visible: false } | { readonly visible: true; readonly remaining: number; readonly danger: boolean };

export function counterState(length: number, limits: CounterLimits): CounterState {
  if (length < limits.showFrom) return { visible: false };
  return { visible: true, remaining: limits.max - length, danger: length >= limits.dangerFrom };
}

export interface CounterProps {
  readonly length: number;
  readonly limits: CounterLimits;
  /** The count in words, for the tooltip ('120 characters left'). */
  readonly describe: (remaining: number) => string;
  readonly id?: string;
}

export function Counter({ length, limits, describe, id }: CounterProps) {
  const state = counterState(length, limits);
  if (!state.visible) return null;
  return (
    <span
      id={id}
      className={state.danger ? 'counter counter--danger' : 'counter'}
      aria-live="polite"
      title={describe(state.remaining)}
      data-testid="char-counter"
    >
      {state.remaining}
    </span>
  );
}
