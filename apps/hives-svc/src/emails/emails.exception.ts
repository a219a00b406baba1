import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { EmailMessages } from '@hivemind/contracts';

export enum EmailErrorReason {
  InvalidEmail = 'EMAIL_INVALID',
  CodeFormat = 'EMAIL_CODE_FORMAT',
  InvalidCode = 'EMAIL_CODE_INVALID',
  AlreadyYours = 'EMAIL_ALREADY_YOURS',
  TakenByOtherAccount = 'EMAIL_TAKEN',
  AlreadyVerified = 'EMAIL_ALREADY_VERIFIED',
  NotFound = 'EMAIL_NOT_FOUND',
  PrimaryCannotBeDeleted = 'EMAIL_PRIMARY_UNDELETABLE',
  TooManyEmails = 'EMAIL_TOO_MANY',
}

const bad = (reason: EmailErrorReason, message: string): EmailException =>
  new EmailException(ErrorKind.BadUserInput, reason, message);
const conflict = (reason: EmailErrorReason, message: string): EmailException =>
  new EmailException(ErrorKind.Conflict, reason, message);

/** Typed refusals of a user's email addresses and their codes (contracts' EmailMessages). */
export class EmailException extends DomainException {
  static invalidEmail = (): EmailException => bad(EmailErrorReason.InvalidEmail, EmailMessages.invalidEmail);
  static codeFormat = (): EmailException => bad(EmailErrorReason.CodeFormat, EmailMessages.codeFormat);
  static invalidCode = (): EmailException => bad(EmailErrorReason.InvalidCode, EmailMessages.invalidCode);
  static alreadyYours = (): EmailException => conflict(EmailErrorReason.AlreadyYours, EmailMessages.alreadyYours);
  static takenByOtherAccount = (): EmailException =>
    conflict(EmailErrorReason.TakenByOtherAccount, EmailMessages.takenByOtherAccount);
  static alreadyVerified = (): EmailException =>
    conflict(EmailErrorReason.AlreadyVerified, EmailMessages.alreadyVerified);
  static notFound = (): EmailException =>
    new EmailException(ErrorKind.NotFound, EmailErrorReason.NotFound, EmailMessages.notFound);
  static primaryCannotBeDeleted = (): EmailException =>
    bad(EmailErrorReason.PrimaryCannotBeDeleted, EmailMessages.primaryCannotBeDeleted);
  static tooManyEmails = (): EmailException => bad(EmailErrorReason.TooManyEmails, EmailMessages.tooManyEmails);
}
