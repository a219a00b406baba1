import { describe, expect, it } from '@jest/globals';
import { hiveNamed, hivePanels } from './hive-panels.js';

const ids = (input: Parameters<typeof hivePanels>[0]) => hivePanels(input).map((p) => p.id);
const base = { isPublicSquare: false, isMember: true, feedEmpty: false } as const;

describe('hive portal panels (spec 2 §2.9, §4 Hive visibility)', () => {
  it("a non-member of a hive that is not a public square sees 'You are not a member of this Hive' only", () => {
    expect(ids({ ...base, access: 'locked', isMember: false })).toEqual(['hive-locked-non-member']);
  });

  it('a member with no posts in the hive sees the empty state and the lock; the feed stays hidden', () => {
    const panels = hivePanels({ ...base, access: 'needs_post' });
    expect(panels.map((p) => [p.id, p.order])).toEqual([
      ['hive-empty-state', 45],
      ['hive-locked', 50],
    ]);
    expect(panels[0]).toMatchObject({ text: 'Post an idea to activate this Hive' });
  });

  it('a member who posted sees the feed', () => {
    expect(ids({ ...base, access: 'visible' })).toEqual(['hive-posts-feed']);
  });

  it('public squares always show the feed', () => {
    expect(ids({ ...base, access: 'visible', isPublicSquare: true, isMember: false })).toEqual(['hive-posts-feed']);
  });

  it("an empty public square tells a non-member 'No ideas shared to this Hive yet'", () => {
    const [panel] = hivePanels({ access: 'visible', isPublicSquare: true, isMember: false, feedEmpty: true });
    expect(panel).toEqual({ id: 'hive-empty-state', order: 45, text: 'No ideas shared to this Hive yet' });
    const [member] = hivePanels({ access: 'visible', isPublicSquare: true, isMember: true, feedEmpty: true });
    expect(member).toMatchObject({ text: 'Post an idea to activate this Hive' });
  });

  it('looks a hive up by its exact name, ignoring case, never by a partial match', () => {
    const hives = [
      { id: '1', name: 'Art Club' },
      { id: '2', name: 'art' },
    ];
    expect(hiveNamed(hives, 'art')?.id).toBe('2');
    expect(hiveNamed(hives, 'ART CLUB')?.id).toBe('1');
    expect(hiveNamed(hives, 'Ar')).toBeUndefined();
  });
});
