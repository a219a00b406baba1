import { describe, expect, it } from '@jest/globals';
import { changedLevels, isDirty, isLevelVisible, localizationReducer, NO_LEVELS, type Levels } from './localization.js';

const us = { id: 'us', name: 'United States' };
const ca = { id: 'ca', name: 'California' };
const sf = { id: 'sf', name: 'San Francisco' };
const mission = { id: 'mission', name: 'Mission' };
const fr = { id: 'fr', name: 'France' };
const saved: Levels = { country: us, state: ca, city: sf, neighborhood: mission };

describe('localization form', () => {
  const loaded = localizationReducer({ saved: NO_LEVELS, current: NO_LEVELS }, { kind: 'loaded', levels: saved });

  it('choosing a country clears state, city and neighbourhood', () => {
    const next = localizationReducer(loaded, { kind: 'choose', level: 'country', choice: fr });
    expect(next.current).toEqual({ country: fr, state: null, city: null, neighborhood: null });
  });

  it('choosing a city clears only the neighbourhood; choosing the same hive again clears nothing', () => {
    const other = { id: 'la', name: 'Los Angeles' };
    expect(localizationReducer(loaded, { kind: 'choose', level: 'city', choice: other }).current).toEqual({
      ...saved,
      city: other,
      neighborhood: null,
    });
    expect(localizationReducer(loaded, { kind: 'choose', level: 'state', choice: ca }).current).toEqual(saved);
  });

  it('shows lower levels only when their parent is chosen', () => {
    const levels = { ...NO_LEVELS, country: us };
    expect(isLevelVisible(levels, 'country')).toBe(true);
    expect(isLevelVisible(levels, 'state')).toBe(true);
    expect(isLevelVisible(levels, 'city')).toBe(false);
  });

  it('enables Save only when something changed and sends only the changed levels', () => {
    expect(isDirty(loaded)).toBe(false);
    const next = localizationReducer(loaded, { kind: 'choose', level: 'state', choice: { id: 'ny', name: 'NY' } });
    expect(isDirty(next)).toBe(true);
    expect(changedLevels(next)).toEqual({ state: 'ny', city: null, neighborhood: null });
    expect(isDirty(localizationReducer(next, { kind: 'reset' }))).toBe(false);
  });
});
