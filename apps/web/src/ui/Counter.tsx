// A remaining-characters counter that warns near the limit (e.g. thoughts: from 2500, red from 2900).
export interface CounterProps {
  readonly length: number;
  readonly max: number;
  readonly showFrom: number;
  readonly dangerFrom: number;
  readonly id?: string;
}

export function Counter({ length, max, showFrom, dangerFrom, id }: CounterProps) {
  if (length < showFrom) return null;
  const danger = length >= dangerFrom;
  return (
    <span id={id} className={danger ? 'counter counter--danger' : 'counter'} aria-live="polite">
      {max - length}
    </span>
  );
}
