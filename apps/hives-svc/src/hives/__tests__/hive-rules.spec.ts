import { describe, expect, it } from '@jest/globals';
import {
  effectiveRole,
  hierarchyOrder,
  isFreeMailDomain,
  matchesHiveDomain,
  ownDomains,
  parseInviteEmails,
  validateChosenType,
  validateEmailDomains,
  validateWebsite,
} from '../hives.rules.js';

describe('hive rules', () => {
  it('a public user in a public square counts as view; elsewhere public', () => {
    expect(effectiveRole(null, 'City')).toBe('view');
    expect(effectiveRole(null, 'School')).toBe('view');
    expect(effectiveRole(null, 'Business')).toBe('public');
    expect(effectiveRole('admin', 'City')).toBe('admin');
  });

  it('public-square hierarchy order: planet 1 … neighborhood 5', () => {
    expect(['Planet', 'Country', 'State', 'City', 'Neighborhood', 'Business'].map(hierarchyOrder)).toEqual([
      1,
      2,
      3,
      4,
      5,
      null,
    ]);
  });

  it("a user's own domains are their verified emails' domains minus free-mail providers", () => {
    expect(isFreeMailDomain('yahoo.co.uk')).toBe(true);
    expect(ownDomains(['a@acme.com', 'b@gmail.com', 'c@ACME.com', 'd@mail.com', 'e@lab.edu'])).toEqual([
      'acme.com',
      'lab.edu',
    ]);
  });

  it('only the owner’s own domains may be added; existing ones may stay', () => {
    expect(validateEmailDomains(['@Acme.com'], [], ['acme.com'])).toEqual(['acme.com']);
    expect(validateEmailDomains(['old.org', 'acme.com'], ['old.org'], ['acme.com'])).toEqual(['old.org', 'acme.com']);
    expect(() => validateEmailDomains(['other.com'], [], ['acme.com'])).toThrow(/only add domains/);
    expect(() => validateEmailDomains(['not a domain'], [], [])).toThrow(/Invalid email domain/);
  });

  it('the email-join rule: a verified address on one of the hive’s domains', () => {
    expect(matchesHiveDomain(['x@acme.com'], ['acme.com'])).toBe(true);
    expect(matchesHiveDomain(['x@sub.acme.com'], ['acme.com'])).toBe(false);
    expect(matchesHiveDomain(['x@acme.com'], [])).toBe(false);
  });

  it('Government needs .gov or .mil, School .edu; geographic types are never chosen', () => {
    expect(() => validateChosenType('Government', ['acme.com'])).toThrow('Government hives need');
    expect(validateChosenType('Government', ['army.mil'])).toBe('Government');
    expect(() => validateChosenType('School', ['city.gov'])).toThrow('School hives need');
    expect(validateChosenType('School', ['uni.edu'])).toBe('School');
    expect(() => validateChosenType('Country', ['uni.edu'])).toThrow('This hive type cannot be chosen');
    expect(validateChosenType('Community', [])).toBe('Community');
  });

  it('invite emails: commas, semicolons or line breaks; array or string; deduplicated; invalid kept apart', () => {
    expect(parseInviteEmails('a@x.io, B@x.io\nc@x.io\r\n\nA@X.io, nope')).toEqual({
      valid: ['a@x.io', 'b@x.io', 'c@x.io'],
      invalid: ['nope'],
    });
    expect(parseInviteEmails(['a@x.io', 'b@x.io,c@x.io'])).toEqual({
      valid: ['a@x.io', 'b@x.io', 'c@x.io'],
      invalid: [],
    });
    expect(parseInviteEmails(undefined)).toEqual({ valid: [], invalid: [] });
  });

  it('websites: bare hosts get https, other schemes are refused, empty clears', () => {
    expect(validateWebsite('acme.com')).toBe('https://acme.com');
    expect(validateWebsite('http://acme.com/x')).toBe('http://acme.com/x');
    expect(validateWebsite('  ')).toBeNull();
    expect(() => validateWebsite('javascript:alert(1)')).toThrow();
    expect(() => validateWebsite('localhost')).toThrow();
  });
});
