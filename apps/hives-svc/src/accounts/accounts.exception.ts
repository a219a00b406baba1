import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { AccountMessages } from '@hivemind/contracts';

export enum AccountErrorReason {
  EmailTaken = 'ACCOUNT_EMAIL_TAKEN',
  PasswordTooShort = 'PASSWORD_TOO_SHORT',
  CurrentPasswordIncorrect = 'CURRENT_PASSWORD_INCORRECT',
}

export class AccountException extends DomainException {
  static emailTaken(): AccountException {
    return new AccountException(ErrorKind.Conflict, AccountErrorReason.EmailTaken, AccountMessages.emailTaken);
  }
  static passwordTooShort(): AccountException {
    return new AccountException(
      ErrorKind.BadUserInput,
      AccountErrorReason.PasswordTooShort,
      AccountMessages.passwordTooShort,
    );
  }
  static currentPasswordIncorrect(): AccountException {
    return new AccountException(
      ErrorKind.BadUserInput,
      AccountErrorReason.CurrentPasswordIncorrect,
      AccountMessages.currentPasswordIncorrect,
    );
  }
}
