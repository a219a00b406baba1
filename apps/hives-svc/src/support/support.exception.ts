import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { SupportMessages } from '@hivemind/contracts';

export enum SupportErrorReason {
  EmailRequired = 'SUPPORT_EMAIL_REQUIRED',
  EmailNotVerified = 'SUPPORT_EMAIL_NOT_VERIFIED',
  TooShort = 'SUPPORT_MESSAGE_TOO_SHORT',
  TooLong = 'SUPPORT_MESSAGE_TOO_LONG',
}

const bad = (reason: SupportErrorReason, message: string): SupportException =>
  new SupportException(ErrorKind.BadUserInput, reason, message);

/** Refusals of the support form (spec 2 §5, contracts' SupportMessages). */
export class SupportException extends DomainException {
  static emailRequired = (): SupportException => bad(SupportErrorReason.EmailRequired, SupportMessages.selectEmail);
  static emailNotVerified = (): SupportException =>
    bad(SupportErrorReason.EmailNotVerified, SupportMessages.emailNotVerified);
  static tooShort = (): SupportException => bad(SupportErrorReason.TooShort, SupportMessages.tooShort);
  static tooLong = (): SupportException => bad(SupportErrorReason.TooLong, SupportMessages.tooLong);
}
