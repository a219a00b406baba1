// A choice of one among a few (Light / Dark / System) on Radix's ToggleGroup: arrow keys move,
// one tab stop, each option announced as pressed or not. A value can never be unselected.
import * as ToggleGroup from '@radix-ui/react-toggle-group';

export interface SegmentOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

export interface SegmentedControlProps<V extends string> {
  readonly label: string;
  readonly labelId: string;
  readonly options: readonly SegmentOption<V>[];
  readonly value: V;
  readonly onValueChange: (value: V) => void;
}

export function SegmentedControl<V extends string>({
  label,
  labelId,
  options,
  value,
  onValueChange,
}: SegmentedControlProps<V>) {
  return (
    <div className="segmented">
      <span className="segmented__label" id={labelId}>
        {label}
      </span>
      <ToggleGroup.Root
        type="single"
        className="segmented__group"
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => {
          const option = options.find((o) => o.value === next);
          if (option !== undefined) onValueChange(option.value);
        }}
      >
        {options.map((option) => (
          <ToggleGroup.Item key={option.value} value={option.value} className="segmented__item">
            {option.label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
