// The localization form's state (spec part 2 §4 "Localization"): choosing a level clears the levels
// below it, lower levels appear only once their parent is chosen, and Save is enabled only when
// something changed. Pure, so the cascade is unit-tested.
import { CITIZENSHIP_LEVELS, type CitizenshipLevel } from '@hivemind/contracts';

export interface LevelChoice {
  readonly id: string;
  readonly name: string;
}

export type Levels = Readonly<Record<CitizenshipLevel, LevelChoice | null>>;

export const NO_LEVELS: Levels = { country: null, state: null, city: null, neighborhood: null };

export interface LocalizationState {
  readonly saved: Levels;
  readonly current: Levels;
}

export type LocalizationAction =
  | { readonly kind: 'loaded'; readonly levels: Levels }
  | { readonly kind: 'choose'; readonly level: CitizenshipLevel; readonly choice: LevelChoice | null }
  | { readonly kind: 'reset' };

export function localizationReducer(state: LocalizationState, action: LocalizationAction): LocalizationState {
  switch (action.kind) {
    case 'loaded':
      return { saved: action.levels, current: action.levels };
    case 'reset':
      return { ...state, current: state.saved };
    case 'choose': {
      const index = CITIZENSHIP_LEVELS.indexOf(action.level);
      const next: Record<CitizenshipLevel, LevelChoice | null> = { ...state.current, [action.level]: action.choice };
      if (state.current[action.level]?.id !== action.choice?.id) {
        for (const lower of CITIZENSHIP_LEVELS.slice(index + 1)) next[lower] = null;
      }
      return { ...state, current: next };
    }
  }
}

/** A level is offered once the level above it is chosen (country always). */
export function isLevelVisible(levels: Levels, level: CitizenshipLevel): boolean {
  const index = CITIZENSHIP_LEVELS.indexOf(level);
  const parent = index > 0 ? CITIZENSHIP_LEVELS[index - 1] : undefined;
  return parent === undefined || levels[parent] !== null;
}

/** The levels whose hive changed, as the mutation's arguments (left out = kept, null = cleared). */
export function changedLevels(state: LocalizationState): Partial<Record<CitizenshipLevel, string | null>> {
  const out: Partial<Record<CitizenshipLevel, string | null>> = {};
  for (const level of CITIZENSHIP_LEVELS) {
    const before = state.saved[level]?.id ?? null;
    const after = state.current[level]?.id ?? null;
    if (before !== after) out[level] = after;
  }
  return out;
}

export function isDirty(state: LocalizationState): boolean {
  return Object.keys(changedLevels(state)).length > 0;
}
