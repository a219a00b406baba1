// A labelled text area with its hint, its error and, where the spec limits the text, the
// remaining-characters counter, wired through aria-describedby / aria-invalid. The parts stand in the
// caller's layout (a card or form spaces them out) unless `groupClassName` boxes them (`field`: a
// label tight over its box, as Field does).
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Counter, counterState, type CounterLimits } from './Counter.js';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'children'
> {
  readonly label: ReactNode;
  /** The label is for assistive technology only (a box whose purpose shows around it). */
  readonly labelHidden?: boolean;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  /** The spec's counter: shown in a row under the box, after the error. */
  readonly counter?: { readonly limits: CounterLimits; readonly describe: (remaining: number) => string };
  /** Controls at the end of the counter row (e.g. the button that sends the text). */
  readonly actions?: ReactNode;
  /** The element around label, box, hint and error; none when not given. */
  readonly groupClassName?: string;
  /** The box's own classes (default `field__input`); given, they replace the default. */
  readonly className?: string;
}

export function TextAreaField({
  label,
  labelHidden = false,
  value,
  onChange,
  hint,
  error,
  counter,
  actions,
  groupClassName,
  className = 'field__input',
  id,
  ...rest
}: TextAreaFieldProps) {
  const generated = useId();
  const boxId = id ?? generated;
  const hintId = `${boxId}-hint`;
  const errorId = `${boxId}-error`;
  const counterId = `${boxId}-counter`;
  const footer = counter !== undefined || actions !== undefined;
  const counting = counter !== undefined && counterState(value.length, counter.limits).visible;
  const describedBy = [hint !== undefined ? hintId : '', error ? errorId : '', counting ? counterId : '']
    .filter(Boolean)
    .join(' ');
  const errorText = error ? (
    <p className="field__error" id={errorId}>
      {error}
    </p>
  ) : null;
  const parts = (
    <>
      <label className={labelHidden ? 'visually-hidden' : 'field__label'} htmlFor={boxId}>
        {label}
      </label>
      <textarea
        id={boxId}
        className={className}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {hint !== undefined && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {footer ? (
        <div className="field__footer">
          {errorText ?? <span />}
          {counter !== undefined && (
            <Counter id={counterId} length={value.length} limits={counter.limits} describe={counter.describe} />
          )}
          {actions}
        </div>
      ) : (
        errorText
      )}
    </>
  );
  return groupClassName === undefined ? parts : <div className={groupClassName}>{parts}</div>;
}
