// Line icons drawn as one SVG path in currentColor (inline: no icon font, nothing more to load).
// Each area keeps its own drawings under its own names; `lineIcons` makes the component drawing them.
export interface LineIconProps<N extends string> {
  readonly name: N;
  readonly size?: number;
}

export function lineIcons<N extends string>(paths: Readonly<Record<N, string>>) {
  return function LineIcon({ name, size = 18 }: LineIconProps<N>) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <path
          d={paths[name]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    );
  };
}
