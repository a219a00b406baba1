import { describe, expect, it } from '@jest/globals';
import { hiveInitials, isImageLogo } from './avatar.js';

describe('hive avatar', () => {
  it('shows URLs as images and anything else (an emoji) as text', () => {
    expect(isImageLogo('/uploads/hive-logos/x.png')).toBe(true);
    expect(isImageLogo('https://cdn.example/logo.webp')).toBe(true);
    expect(isImageLogo('🐝')).toBe(false);
    expect(isImageLogo(null)).toBe(false);
  });

  it('takes the first letters of two words, or two letters of one', () => {
    expect(hiveInitials('Acme robotics lab')).toBe('AR');
    expect(hiveInitials('acme')).toBe('AC');
    expect(hiveInitials('  ')).toBe('?');
  });
});
