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

const bad = (reason: HiveErrorReason, message: string): HiveException =>
  new HiveException(ErrorKind.BadUserInput, reason, message);

/** Typed refusals of the hive features; the message is the spec's text (contracts' HiveMessages). */
export class HiveException extends DomainException {
  static nameTooShort = (): HiveException => bad(HiveErrorReason.NameTooShort, HiveMessages.nameTooShort);
  static invalidType = (type: string): HiveException => bad(HiveErrorReason.InvalidType, `Unknown hive type: ${type}`);
  static badInput = (message: string): HiveException => bad(HiveErrorReason.BadInput, message);
  static notFound = (message: string = HiveMessages.notFound): HiveException =>
    new HiveException(ErrorKind.NotFound, HiveErrorReason.NotFound, message);
  static forbidden = (message: string): HiveException =>
    new HiveException(ErrorKind.Forbidden, HiveErrorReason.Forbidden, message);
  static conflict = (message: string): HiveException =>
    new HiveException(ErrorKind.Conflict, HiveErrorReason.Conflict, message);
}
