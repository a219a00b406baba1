import { describe, expect, it } from '@jest/globals';
import { HIVE_TYPES } from '@hivemind/contracts';
import { validateHiveName, validateHiveType } from '../hives/hives.rules.js';

describe('new hive rules', () => {
  it('a hive name must be at least 5 characters after trimming', () => {
    expect(() => validateHiveName('  abcd  ')).toThrow('Please provide a hive name (5+ characters)');
    expect(validateHiveName('  Acme Co  ')).toBe('Acme Co');
    expect(validateHiveName('abcde')).toBe('abcde');
  });

  it('a hive type must be one of the hive types', () => {
    for (const t of HIVE_TYPES) expect(validateHiveType(t)).toBe(t);
    expect(() => validateHiveType('city')).toThrow('Unknown hive type: city');
    expect(() => validateHiveType('Club')).toThrow(expect.objectContaining({ reason: 'HIVE_TYPE_INVALID' }));
  });
});
