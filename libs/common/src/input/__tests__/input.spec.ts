import { describe, expect, it } from '@jest/globals';
import { clampLimit, clampPage, isUuid, pageWindow } from '../index.js';

describe('input helpers', () => {
  it('ids are UUIDs in any case; anything else names nothing', () => {
    expect(isUuid('0b6f8a1e-5d3c-4f7a-9e21-3c4d5e6f7a8b')).toBe(true);
    expect(isUuid('0B6F8A1E-5D3C-4F7A-9E21-3C4D5E6F7A8B')).toBe(true);
    expect(isUuid('0b6f8a1e-5d3c-4f7a-9e21-3c4d5e6f7a8')).toBe(false);
    expect(isUuid("1' or 1=1")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });

  it('pages count from 1 and page sizes clamp to 1..max', () => {
    expect(clampPage(undefined)).toBe(1);
    expect(clampPage(0)).toBe(1);
    expect(clampPage(3.7)).toBe(3);
    expect(clampLimit(null, 20)).toBe(20);
    expect(clampLimit(500, 20)).toBe(100);
    expect(clampLimit(0, 20)).toBe(1);
    expect(clampLimit(500, 20, 50)).toBe(50);
  });

  it('a page window skips the rows of the pages before it', () => {
    expect(pageWindow(undefined, undefined, { fallback: 20 })).toEqual({ page: 1, limit: 20, offset: 0 });
    expect(pageWindow(3, 10, { fallback: 20 })).toEqual({ page: 3, limit: 10, offset: 20 });
    expect(pageWindow(0, 1000, { fallback: 20, max: 100 })).toEqual({ page: 1, limit: 100, offset: 0 });
  });
});
