import { describe, expect, it } from '@jest/globals';
import {
  checkLaunch,
  offeredDomains,
  sectionMyHives,
  splitInviteEmails,
  typeLockReason,
  visibleHiveCards,
} from './rules.js';

describe('Launch New Hive invite emails', () => {
  it('are separated by commas or line breaks, trimmed, blanks and repeats dropped', () => {
    expect(splitInviteEmails(' a@x.io, b@x.io\nc@x.io\r\n\n,A@x.io ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
  });

  it('needs a name of at least 5 characters after trimming and at least 1 valid email', () => {
    const invalid = 'Please provide a hive name (5+ characters) and at least 1 valid email address';
    expect(checkLaunch('  abcd ', 'a@x.io')).toEqual({ ok: false, error: invalid });
    expect(checkLaunch('Acme Hive', 'not-an-email')).toEqual({ ok: false, error: invalid });
    expect(checkLaunch(' Acme Hive ', 'a@x.io, nope')).toEqual({ ok: true, name: 'Acme Hive', emails: ['a@x.io'] });
  });

  it('refuses more than 100 invites with the spec text', () => {
    const many = Array.from({ length: 101 }, (_, i) => `u${i}@x.io`).join('\n');
    expect(checkLaunch('Acme Hive', many)).toEqual({ ok: false, error: 'Only 100 invites can be sent at a time' });
    const hundred = Array.from({ length: 100 }, (_, i) => `u${i}@x.io`).join(',');
    expect(checkLaunch('Acme Hive', hundred).ok).toBe(true);
  });
});

describe('Hives portal sections', () => {
  const hive = (type: string, isMember: boolean, isFollowing: boolean, isPublicSquare = false) => ({
    type,
    isMember,
    isFollowing,
    isPublicSquare,
  });

  it('puts member non-public-square hives under MY PRIVATE HIVES and followed non-member ones under FOLLOWING', () => {
    const mine = hive('Business', true, false);
    const followedMember = hive('Business', true, true);
    const followed = hive('Community', false, true);
    const square = hive('City', true, false, true);
    const sections = sectionMyHives([mine, followedMember, followed, square], null);
    expect(sections.private).toEqual([mine, followedMember]);
    expect(sections.following).toEqual([followed]);
  });

  it('narrows both sections by the type filter', () => {
    const sections = sectionMyHives([hive('Business', true, false), hive('Community', false, true)], 'Community');
    expect(sections.private).toEqual([]);
    expect(sections.following).toHaveLength(1);
  });
});

describe('Hive type options', () => {
  const texts = { government: 'gov', school: 'edu' };

  it('lock Government unless a verified .gov or .mil domain, and School unless .edu', () => {
    expect(typeLockReason('Government', ['a@acme.com'], texts)).toBe('gov');
    expect(typeLockReason('Government', ['a@army.mil'], texts)).toBeNull();
    expect(typeLockReason('School', ['a@x.gov'], texts)).toBe('edu');
    expect(typeLockReason('School', ['a@uni.edu'], texts)).toBeNull();
    expect(typeLockReason('Business', [], texts)).toBeNull();
  });
});

describe('Hive detail cards', () => {
  const viewer = (viewerRole: string, isMember: boolean, emailDomains: string[] = []) => ({
    viewerRole,
    isMember,
    isAdmin: viewerRole === 'owner' || viewerRole === 'admin',
    emailDomains,
  });

  it('show level, type and email domain access to owners only, in their order numbers', () => {
    expect(visibleHiveCards(viewer('owner', true))).toEqual([
      'details',
      'level',
      'type',
      'domains',
      'invitations',
      'members',
    ]);
    expect(visibleHiveCards(viewer('admin', true))).toEqual(['details', 'invitations', 'members']);
  });

  it('offer email join to non-members only when the hive has email domains', () => {
    expect(visibleHiveCards(viewer('public', false, ['acme.com']))).toEqual(['details', 'emailJoin']);
    expect(visibleHiveCards(viewer('public', false))).toEqual(['details']);
    expect(visibleHiveCards(viewer('post', true, ['acme.com']))).toEqual(['details']);
  });

  it('keep the citizenship card (order 200) hidden for every viewer (spec part 1 §2)', () => {
    for (const v of [viewer('owner', true), viewer('admin', true), viewer('post', true), viewer('public', false)]) {
      expect(visibleHiveCards(v)).not.toContain('citizenship');
    }
  });
});

describe('email domain access', () => {
  it('offers only the domains of verified emails, never free-mail providers, plus the current ones', () => {
    expect(offeredDomains(['a@Acme.com', 'b@gmail.com', 'c@yahoo.co.uk', 'd@acme.com'], ['old.org'])).toEqual([
      'acme.com',
      'old.org',
    ]);
  });
});
