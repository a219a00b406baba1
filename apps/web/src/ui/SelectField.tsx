// A small label over a native select (every platform's own accessible picker), as filters use it;
// with `allLabel` the first option, value '', means "all".
import { useId } from 'react';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  /** The first option, meaning no filter (value ''); without it a value is always chosen. */
  readonly allLabel?: string;
  readonly onChange: (value: string) => void;
}

export function SelectField({ label, value, options, allLabel, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="select-field">
      <label className="select-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="select-field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
