// The Category and Type filters (native selects: every platform's own accessible picker).
import { SelectField, type SelectOption } from '../../../ui/SelectField.js';
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
  // A chosen value stays offered even when the options no longer list it.
  const categories = withValue(options.categories, category).map(asOption);
  const types = withValue(options.thoughtTypes, thoughtType).map(asOption);
  return (
    <div className="thought-filters" role="group" aria-label={m.filtersLabel}>
      <SelectField
        label={m.category}
        value={category}
        options={categories}
        allLabel={m.allCategories}
        onChange={onCategory}
      />
      <SelectField label={m.type} value={thoughtType} options={types} allLabel={m.allTypes} onChange={onThoughtType} />
    </div>
  );
}

const asOption = (value: string): SelectOption => ({ value, label: label(value) });

function withValue(options: readonly string[], value: string): readonly string[] {
  return value === '' || options.includes(value) ? options : [...options, value];
}
