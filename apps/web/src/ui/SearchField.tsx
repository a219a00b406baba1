// A search input in a rounded field, named by a hidden label (a `searchbox` for assistive technology).
// Its state, debounced, comes from useSearchInput (lib/use-debounced-value.ts); the parent's
// stylesheet sizes the field in its toolbar.
import type { ReactNode } from 'react';
import './search-field.css';

export interface SearchFieldProps {
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The glyph before the input: a magnifier unless given; `null` for none. */
  readonly icon?: ReactNode;
}

export function SearchField({ label, placeholder, value, onChange, icon }: SearchFieldProps) {
  return (
    <label className="search-field">
      <span className="visually-hidden">{label}</span>
      {icon === undefined ? <Magnifier /> : icon}
      <input
        type="search"
        className="search-field__input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

function Magnifier() {
  return (
    <svg viewBox="0 0 24 24" width="17" height="17" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
