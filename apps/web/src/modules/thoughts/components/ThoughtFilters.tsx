// The Category and Type filters (native selects: every platform's own accessible picker).
import { useId } from 'react';
import { label } from '../display.js';
import { feedMessages as m } from '../messages.js';
import { type ThoughtFilterOptionsFieldsFragment } from '../graphql/thought.generated.js';

/** The chosen Category and Type ('' for all). */
export interface ThoughtFilterChoice {
  readonly category: string;
  readonly thoughtType: string;
}

export const NO_THOUGHT_FILTER: ThoughtFilterChoice = { category: '', thoughtType: '' };
export const NO_THOUGHT_FILTER_OPTIONS: ThoughtFilterOptionsFieldsFragment = { categories: [], thoughtTypes: [] };

/** The choice as query variables (null: no filter). */
export function thoughtFilterVariables({ category, thoughtType }: ThoughtFilterChoice) {
  return { category: category || null, thoughtType: thoughtType || null };
}

export interface ThoughtFiltersProps {
  readonly options: ThoughtFilterOptionsFieldsFragment;
  readonly value: ThoughtFilterChoice;
  readonly onChange: (value: ThoughtFilterChoice) => void;
}

export function ThoughtFilters({ options, value, onChange }: ThoughtFiltersProps) {
  const { category, thoughtType } = value;
  const onCategory = (next: string) => onChange({ ...value, category: next });
  const onThoughtType = (next: string) => onChange({ ...value, thoughtType: next });
  const id = useId();
  // A chosen value stays offered even when the options no longer list it.
  const categories = withValue(options.categories, category);
  const types = withValue(options.thoughtTypes, thoughtType);
  return (
    <div className="thought-filters" role="group" aria-label={m.filtersLabel}>
      <label className="select-field" htmlFor={`${id}-category`}>
        <span className="select-field__label">{m.category}</span>
        <select
          id={`${id}-category`}
          className="select-field__input"
          value={category}
          onChange={(e) => onCategory(e.target.value)}
        >
          <option value="">{m.allCategories}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {label(c)}
            </option>
          ))}
        </select>
      </label>
      <label className="select-field" htmlFor={`${id}-type`}>
        <span className="select-field__label">{m.type}</span>
        <select
          id={`${id}-type`}
          className="select-field__input"
          value={thoughtType}
          onChange={(e) => onThoughtType(e.target.value)}
        >
          <option value="">{m.allTypes}</option>
          {types.map((t) => (
            <option key={t} value={t}>
              {label(t)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function withValue(options: readonly string[], value: string): readonly string[] {
  return value === '' || options.includes(value) ? options : [...options, value];
}
