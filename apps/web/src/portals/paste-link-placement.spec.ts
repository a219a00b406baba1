import { describe, expect, it } from '@jest/globals';
import { PASTE_LINK_PORTALS, showsPasteLink } from './paste-link-placement.js';

describe('where a member can paste a link (issue 17)', () => {
  it('"From the control portal (or the media feed), a signed-in member can paste a link"', () => {
    expect([...PASTE_LINK_PORTALS].sort()).toEqual(['control', 'media-feed']);
    expect(showsPasteLink('control', 'member')).toBe(true);
    expect(showsPasteLink('media-feed', 'member')).toBe(true);
  });

  it('guests (and a session not known yet) see no form in the media feed or anywhere else', () => {
    for (const type of ['media-feed', 'control', 'guest-control']) {
      expect(showsPasteLink(type, 'guest')).toBe(false);
      expect(showsPasteLink(type, 'loading')).toBe(false);
    }
  });

  it('no other portal shows it', () => {
    for (const type of ['guest-control', 'dashboard', 'streams', 'webpage', 'my-posts-portal']) {
      expect(showsPasteLink(type, 'member')).toBe(false);
    }
  });
});
