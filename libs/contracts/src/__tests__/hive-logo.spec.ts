import { describe, expect, it } from '@jest/globals';
import { HIVE_LOGO_MAX_BYTES, HiveMessages, hiveLogoFileName, isHiveLogoUrl } from '../hives.js';

const HIVE = '0b4c8f1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('hive logo rules (spec 1 §5)', () => {
  it('the logo may be at most 2 MB (2097152 bytes)', () => {
    expect(HIVE_LOGO_MAX_BYTES).toBe(2097152);
  });

  it("names the size in MB in 'File size (X MB) exceeds the maximum allowed size of 2MB'", () => {
    expect(HiveMessages.logoTooLarge(HIVE_LOGO_MAX_BYTES + 1)).toBe(
      'File size (2.00 MB) exceeds the maximum allowed size of 2MB',
    );
    expect(HiveMessages.logoTooLarge(3.5 * 1024 * 1024)).toBe(
      'File size (3.50 MB) exceeds the maximum allowed size of 2MB',
    );
    expect(HiveMessages.logoMissing).toBe('Please select an image file');
  });

  it('accepts only served logo names of the hive itself, never traversal or other folders', () => {
    const url = `/uploads/hive-logos/${HIVE}-${'a'.repeat(32)}.png`;
    expect(hiveLogoFileName(url)).toBe(`${HIVE}-${'a'.repeat(32)}.png`);
    expect(isHiveLogoUrl(HIVE, url)).toBe(true);
    expect(isHiveLogoUrl('11111111-2222-4333-8444-555555555555', url)).toBe(false);
    expect(hiveLogoFileName('/uploads/hive-logos/../../etc/passwd')).toBeNull();
    expect(hiveLogoFileName(`/uploads/hive-logos/${HIVE}-${'a'.repeat(32)}.svg`)).toBeNull();
    expect(hiveLogoFileName(`/uploads/other/${HIVE}-${'a'.repeat(32)}.png`)).toBeNull();
    expect(hiveLogoFileName('https://example.test/logo.png')).toBeNull();
  });
});
