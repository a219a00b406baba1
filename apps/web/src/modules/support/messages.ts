// Visible texts of the support form (spec part 2 §2.13, §5, §8), in one place (ready for i18n). The
// spec's own texts come from contracts, shared with the service.
import { SUPPORT_MESSAGE_MIN_LENGTH, SupportMessages } from '@hivemind/contracts';

export const supportMessages = {
  title: 'Contact Support',
  lead: 'Tell us what happened or what you need. We answer at the address you choose.',
  loading: 'Loading your verified emails…',
  fetchFailed: SupportMessages.fetchVerifiedFailed,
  tryAgain: 'Try Again',
  /** Spec part 2 §8, exactly. */
  noVerifiedEmails: SupportMessages.noVerifiedEmails,
  openSettings: 'Open Settings',
  emailLabel: 'Send from',
  messageLabel: 'Message',
  placeholder: 'Describe your question or the problem you ran into',
  counter: (length: number) => `${length}/${SUPPORT_MESSAGE_MIN_LENGTH}`,
  counterLabel: (length: number) => `${length} of at least ${SUPPORT_MESSAGE_MIN_LENGTH} characters`,
  submit: 'Send Message',
  selectEmail: SupportMessages.selectEmail,
  tooShort: SupportMessages.tooShort,
  tooLong: SupportMessages.tooLong,
  sent: SupportMessages.sent,
  submitFailed: SupportMessages.submitFailed,
} as const;
