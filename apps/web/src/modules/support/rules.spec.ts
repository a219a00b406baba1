import { describe, expect, it } from '@jest/globals';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@hivemind/contracts';
import { supportMessages } from './messages.js';
import { messageLength, supportFormError, verifiedEmails } from './rules.js';

describe('support form rules (spec part 2 §5)', () => {
  it('a verified email must be selected', () => {
    expect(supportFormError('', 'A long enough message')).toBe('Please select an email address');
  });

  it('the trimmed message must be at least 10 characters', () => {
    expect(supportFormError('e1', '   123456789   ')).toBe('Message must be at least 10 characters long');
    expect(supportFormError('e1', '  1234567890  ')).toBeNull();
    expect(supportFormError('e1', 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1))).toBe(supportMessages.tooLong);
  });

  it('the counter shows the trimmed length out of 10', () => {
    expect(messageLength('  hello  ')).toBe(5);
    expect(supportMessages.counter(messageLength('  hello  '))).toBe('5/10');
  });

  it('offers only verified emails, the primary first', () => {
    const emails = [
      { id: 'a', email: 'b@x.com', isVerified: true, isPrimary: false },
      { id: 'b', email: 'pending@x.com', isVerified: false, isPrimary: false },
      { id: 'c', email: 'z@x.com', isVerified: true, isPrimary: true },
      { id: 'd', email: 'a@x.com', isVerified: true, isPrimary: false },
    ];
    expect(verifiedEmails(emails).map((e) => e.id)).toEqual(['c', 'd', 'a']);
  });

  it('says the spec’s texts', () => {
    expect(supportMessages.sent('me@x.com')).toBe('Support message sent successfully from me@x.com');
    expect(supportMessages.noVerifiedEmails).toBe(
      'No Verified Emails — You need at least one verified email address to submit support requests. Please verify an email address first.',
    );
    expect(supportMessages.submitFailed).toBe('Failed to submit support message');
    expect(supportMessages.fetchFailed).toBe('Failed to fetch verified emails');
  });
});
