import { DomainException, ErrorKind } from '@hivemind/common/nest';

export enum HiveErrorReason {
  NotFound = 'HIVE_NOT_FOUND',
}

/** A hive feeds-svc has not heard of (no hive.created reached its read model, or no such hive). */
export class HiveException extends DomainException {
  static notFound(): HiveException {
    return new HiveException(ErrorKind.NotFound, HiveErrorReason.NotFound, 'Hive not found');
  }
}
