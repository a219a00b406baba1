import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { AccountMessages } from '@hivemind/contracts';

export enum AccountErrorReason {
  EmailTaken = 'ACCOUNT_EMAIL_TAKEN',
  PasswordTooShort = 'PASSWORD_TOO_SHORT',
  CurrentPasswordIncorrect = 'CURRENT_PASSWORD_INCORRECT',
  /** The gateway's code for a call that needs a session (the account behind it is gone). */
  NotSignedIn = 'AUTH_REQUIRED',
}

const bad = (reason: AccountErrorReason, message: string): AccountException =>
  new AccountException(ErrorKind.BadUserInput, reason, message);

/** Typed refusals of registration, sign-in and password changes (contracts' AccountMessages). */
export class AccountException extends DomainException {
  static emailTaken = (): AccountException =>
    new AccountException(ErrorKind.Conflict, AccountErrorReason.EmailTaken, AccountMessages.emailTaken);
  static passwordTooShort = (): AccountException =>
    bad(AccountErrorReason.PasswordTooShort, AccountMessages.passwordTooShort);
  static currentPasswordIncorrect = (): AccountException =>
    bad(AccountErrorReason.CurrentPasswordIncorrect, AccountMessages.currentPasswordIncorrect);
  static notSignedIn = (): AccountException =>
    new AccountException(ErrorKind.Unauthenticated, AccountErrorReason.NotSignedIn, AccountMessages.notSignedIn);
}
