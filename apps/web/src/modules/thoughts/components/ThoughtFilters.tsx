// The Category and Type filters (native selects: every platform's own accessible picker).
import { useId } from 'react';
import { label } from '../display.js';
import { feedMessages as m } from '../messages.js';
import { type ThoughtFilterOptionsFieldsFragment } from '../../../generated/graphql.js';

export interface ThoughtFiltersProps {
  readonly options: ThoughtFilterOptionsFieldsFragment;
  readonly category: string;
  readonly thoughtType: string;
  readonly onCategory: (value: string) => void;
  readonly onThoughtType: (value: string) => void;
}

export function ThoughtFilters({ options, category, thoughtType, onCategory, onThoughtType }: ThoughtFiltersProps) {
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
