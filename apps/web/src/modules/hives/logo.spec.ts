import { describe, expect, it } from '@jest/globals';
import { logoFileProblem } from './logo.js';

describe('hive logo checks before sending (spec part 1 §5)', () => {
  it('accepts png, jpeg, jpg and webp images of at most 2 MB (2097152 bytes)', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/jpg', 'image/webp']) {
      expect(logoFileProblem({ type, size: 2097152 })).toBeNull();
    }
  });

  it("refuses other files with 'Please select an image file'", () => {
    expect(logoFileProblem({ type: 'text/plain', size: 10 })).toBe('Please select an image file');
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe('Please select an image file');
    expect(logoFileProblem({ type: '', size: 10 })).toBe('Please select an image file');
  });

  it("refuses 2 MB + 1 byte with 'File size (X MB) exceeds the maximum allowed size of 2MB'", () => {
    expect(logoFileProblem({ type: 'image/png', size: 2097153 })).toBe(
      'File size (2.00 MB) exceeds the maximum allowed size of 2MB',
    );
  });
});
