import { describe, expect, it } from '@jest/globals';
import { checkChoices, levelLimit, planChange, type Levels } from '../citizenship.rules.js';

const current: Levels = { country: 'c1', state: 's1', city: 'ci1', neighborhood: 'n1' };

describe('localization changes', () => {
  it('choosing a country clears state, city and neighbourhood, and only the country is rate limited', () => {
    expect(planChange(current, { country: 'c2' })).toEqual({
      desired: { country: 'c2', state: null, city: null, neighborhood: null },
      changed: ['country', 'state', 'city', 'neighborhood'],
      limited: ['country'],
    });
  });

  it('a new country with a new state in the same request keeps the state', () => {
    expect(planChange(current, { country: 'c2', state: 's2', city: null, neighborhood: null }).desired).toEqual({
      country: 'c2',
      state: 's2',
      city: null,
      neighborhood: null,
    });
  });

  it('choosing a city clears the neighbourhood; fields left out stay; null clears', () => {
    expect(planChange(current, { city: 'ci2' })).toMatchObject({
      desired: { ...current, city: 'ci2', neighborhood: null },
      limited: ['city'],
    });
    expect(planChange(current, { neighborhood: null })).toMatchObject({
      changed: ['neighborhood'],
      limited: ['neighborhood'],
    });
    expect(planChange(current, { country: 'c1', state: 's1' }).changed).toEqual([]);
  });

  it('rate limits: country 30 days, state 14, city 7, neighbourhood 1, from the last choice', () => {
    const now = new Date('2026-06-30T00:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    expect(levelLimit('country', null, now)).toEqual({ canUpdate: true, reason: null });
    expect(levelLimit('country', daysAgo(10), now)).toEqual({
      canUpdate: false,
      reason: 'Must wait 20 more days before changing your country',
    });
    expect(levelLimit('state', daysAgo(14), now).canUpdate).toBe(true);
    expect(levelLimit('city', daysAgo(6.5), now)).toEqual({
      canUpdate: false,
      reason: 'Must wait 1 more day before changing your city',
    });
    expect(levelLimit('neighborhood', daysAgo(1), now).canUpdate).toBe(true);
  });
});

describe('chosen public squares', () => {
  const country = { id: 'c1', type: 'Country', parentId: null };
  const state = { id: 's1', type: 'State', parentId: 'c1' };
  const none: Levels = { country: null, state: null, city: null, neighborhood: null };

  it("each exists, has its level's type and sits in the level above", () => {
    expect(() => checkChoices({ ...none, country: 'c1', state: 's1' }, [country, state])).not.toThrow();
    expect(() => checkChoices({ ...none, country: 'c1', state: 'x' }, [country])).toThrow(
      'The chosen state hive does not exist',
    );
    expect(() => checkChoices({ ...none, country: 's1' }, [state])).toThrow('The chosen country hive is not a country');
    expect(() => checkChoices({ ...none, state: 's1' }, [state])).toThrow('Choose a country before choosing a state');
    expect(() => checkChoices({ ...none, country: 'c2', state: 's1' }, [{ ...country, id: 'c2' }, state])).toThrow(
      'The chosen state is not in the chosen country',
    );
  });
});
