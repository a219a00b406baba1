import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { HiveMessages } from '@hivemind/contracts';

export enum HiveErrorReason {
  NameTooShort = 'HIVE_NAME_TOO_SHORT',
  InvalidType = 'HIVE_TYPE_INVALID',
  NotFound = 'HIVE_NOT_FOUND',
  BadInput = 'HIVE_BAD_INPUT',
  Forbidden = 'HIVE_FORBIDDEN',
  Conflict = 'HIVE_CONFLICT',
}

/** Typed refusals of the hive features; the message is the spec's text (contracts' HiveMessages). */
export class HiveException extends DomainException {
  static nameTooShort(): HiveException {
    return new HiveException(ErrorKind.BadUserInput, HiveErrorReason.NameTooShort, HiveMessages.nameTooShort);
  }
  static invalidType(type: string): HiveException {
    return new HiveException(ErrorKind.BadUserInput, HiveErrorReason.InvalidType, `Unknown hive type: ${type}`);
  }
  static notFound(message: string = HiveMessages.notFound): HiveException {
    return new HiveException(ErrorKind.NotFound, HiveErrorReason.NotFound, message);
  }
  static badInput(message: string, reason: string = HiveErrorReason.BadInput): HiveException {
    return new HiveException(ErrorKind.BadUserInput, reason, message);
  }
  static forbidden(message: string, reason: string = HiveErrorReason.Forbidden): HiveException {
    return new HiveException(ErrorKind.Forbidden, reason, message);
  }
  static conflict(message: string, reason: string = HiveErrorReason.Conflict): HiveException {
    return new HiveException(ErrorKind.Conflict, reason, message);
  }
}
