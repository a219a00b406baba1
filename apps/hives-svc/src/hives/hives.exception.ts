import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { HIVE_NAME_MIN_LENGTH } from '@hivemind/contracts';

export enum HiveErrorReason {
  NameTooShort = 'HIVE_NAME_TOO_SHORT',
  InvalidType = 'HIVE_TYPE_INVALID',
  NotFound = 'HIVE_NOT_FOUND',
}

export class HiveException extends DomainException {
  static nameTooShort(): HiveException {
    return new HiveException(
      ErrorKind.BadUserInput,
      HiveErrorReason.NameTooShort,
      `Please provide a hive name (${HIVE_NAME_MIN_LENGTH}+ characters)`,
    );
  }
  static invalidType(type: string): HiveException {
    return new HiveException(ErrorKind.BadUserInput, HiveErrorReason.InvalidType, `Unknown hive type: ${type}`);
  }
}
