import { describe, expect, it } from '@jest/globals';
import { guestVisible, memberVisible } from './paging.js';

describe('tracked podcasts grid', () => {
  it('shows 6 in the control portal and View All adds 6', () => {
    expect(memberVisible(0, 24)).toBe(6);
    expect(memberVisible(1, 24)).toBe(12);
    expect(memberVisible(5, 24)).toBe(24);
    expect(memberVisible(0, 4)).toBe(4);
  });

  it('shows guests 6 on mobile and 20 on desktop, and load more adds 20', () => {
    expect(guestVisible(375, 0, 60)).toBe(6);
    expect(guestVisible(375, 1, 60)).toBe(26);
    expect(guestVisible(1600, 0, 60)).toBe(20);
    expect(guestVisible(1600, 1, 60)).toBe(40);
    expect(guestVisible(1600, 1, 24)).toBe(24);
  });
});
