import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { POST_MAX_LENGTH } from '@hivemind/contracts';

export enum PostErrorReason {
  Blank = 'POST_BLANK',
  TooLong = 'POST_TOO_LONG',
  HiveNotFound = 'HIVE_NOT_FOUND',
}

export class PostException extends DomainException {
  static blank(): PostException {
    return new PostException(ErrorKind.BadUserInput, PostErrorReason.Blank, 'A post cannot be empty');
  }
  static tooLong(): PostException {
    return new PostException(
      ErrorKind.BadUserInput,
      PostErrorReason.TooLong,
      `A post can be at most ${POST_MAX_LENGTH} characters long`,
    );
  }
  static hiveNotFound(): PostException {
    return new PostException(ErrorKind.NotFound, PostErrorReason.HiveNotFound, 'Hive not found');
  }
}
