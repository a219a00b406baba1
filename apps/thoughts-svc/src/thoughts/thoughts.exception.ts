import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { THOUGHT_MAX_LENGTH } from '@hivemind/contracts';

export enum ThoughtErrorReason {
  Blank = 'THOUGHT_BLANK',
  TooLong = 'THOUGHT_TOO_LONG',
  InvalidRequestId = 'CLIENT_REQUEST_ID_INVALID',
  NotFound = 'THOUGHT_NOT_FOUND',
}

export class ThoughtException extends DomainException {
  static blank(): ThoughtException {
    return new ThoughtException(
      ErrorKind.BadUserInput,
      ThoughtErrorReason.Blank,
      'An empty or blank thought cannot be captured',
    );
  }
  static tooLong(): ThoughtException {
    return new ThoughtException(
      ErrorKind.BadUserInput,
      ThoughtErrorReason.TooLong,
      `A thought can be at most ${THOUGHT_MAX_LENGTH} characters long`,
    );
  }
  static invalidRequestId(): ThoughtException {
    return new ThoughtException(
      ErrorKind.BadUserInput,
      ThoughtErrorReason.InvalidRequestId,
      'clientRequestId must be 1 to 100 characters',
    );
  }
}
