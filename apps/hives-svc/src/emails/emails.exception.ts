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

export class EmailException extends DomainException {
  static invalidEmail(): EmailException {
    return new EmailException(ErrorKind.BadUserInput, EmailErrorReason.InvalidEmail, EmailMessages.invalidEmail);
  }
  static codeFormat(): EmailException {
    return new EmailException(ErrorKind.BadUserInput, EmailErrorReason.CodeFormat, EmailMessages.codeFormat);
  }
  static invalidCode(): EmailException {
    return new EmailException(ErrorKind.BadUserInput, EmailErrorReason.InvalidCode, EmailMessages.invalidCode);
  }
  static alreadyYours(): EmailException {
    return new EmailException(ErrorKind.Conflict, EmailErrorReason.AlreadyYours, EmailMessages.alreadyYours);
  }
  static takenByOtherAccount(): EmailException {
    return new EmailException(
      ErrorKind.Conflict,
      EmailErrorReason.TakenByOtherAccount,
      EmailMessages.takenByOtherAccount,
    );
  }
  static alreadyVerified(): EmailException {
    return new EmailException(ErrorKind.Conflict, EmailErrorReason.AlreadyVerified, EmailMessages.alreadyVerified);
  }
  static notFound(): EmailException {
    return new EmailException(ErrorKind.NotFound, EmailErrorReason.NotFound, EmailMessages.notFound);
  }
  static primaryCannotBeDeleted(): EmailException {
    return new EmailException(
      ErrorKind.BadUserInput,
      EmailErrorReason.PrimaryCannotBeDeleted,
      EmailMessages.primaryCannotBeDeleted,
    );
  }
  static tooManyEmails(): EmailException {
    return new EmailException(ErrorKind.BadUserInput, EmailErrorReason.TooManyEmails, EmailMessages.tooManyEmails);
  }
}
