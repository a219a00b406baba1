import { describe, expect, it } from '@jest/globals';
import { localDrops } from '../local/drops.js';

const sentences = [
  'Solar panels on school roofs now supply a third of the electricity the city schools use.',
  'The city council approved the solar panels after a two year pilot on four schools.',
  'Teachers use the live output of the solar panels in science lessons about energy.',
  'The cafeteria menu changed in spring to include more vegetables from local farms.',
  'Parents raised money for new books in the school library during the winter fair.',
  'The solar panels saved the schools enough money to hire two more science teachers.',
  'Next year the council plans solar panels on every remaining school roof in the city.',
  'A new bus route now stops in front of the two largest schools every morning.',
  'The school orchestra played at the opening of the solar panels on the largest school.',
  'Maintenance of the solar panels is done by students of the vocational school nearby.',
  'Short line.',
];

describe('local drops (issue 17: the local provider picks the most informative sentences)', () => {
  const text = sentences.join(' ');

  it('writes between min and max drops of whole sentences, in the order of the text', () => {
    const drops = localDrops({ title: null, text, min: 3, max: 10 });
    expect(drops.length).toBeGreaterThanOrEqual(3);
    expect(drops.length).toBeLessThanOrEqual(10);
    const positions = drops.map((d) => text.indexOf(d));
    for (const p of positions) expect(p).toBeGreaterThanOrEqual(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('opens drops with the sentences about what the page talks about most', () => {
    const drops = localDrops({ title: null, text, min: 3, max: 3 });
    expect(drops).toHaveLength(3);
    // The page is about the solar panels: every drop starts with a sentence mentioning them.
    for (const d of drops) expect(d.split('. ')[0]).toMatch(/solar panels/i);
  });

  it('is deterministic, and has nothing to say about an empty page', () => {
    expect(localDrops({ title: null, text, min: 3, max: 10 })).toEqual(
      localDrops({ title: null, text, min: 3, max: 10 }),
    );
    expect(localDrops({ title: null, text: '   ', min: 3, max: 10 })).toEqual([]);
    expect(localDrops({ title: null, text: 'Menu. Home. About us.', min: 3, max: 10 })).toEqual([]);
  });
});
