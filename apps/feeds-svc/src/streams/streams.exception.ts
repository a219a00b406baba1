import { DomainException, ErrorKind } from '@hivemind/common/nest';

export enum StreamErrorReason {
  NotFound = 'STREAM_NOT_FOUND',
  BadInput = 'BAD_INPUT',
}

/** Spec 2 §8 Stream: 'Stream not found.' */
export const STREAM_NOT_FOUND_MESSAGE = 'Stream not found.';

export class StreamException extends DomainException {
  static notFound(): StreamException {
    return new StreamException(ErrorKind.NotFound, StreamErrorReason.NotFound, STREAM_NOT_FOUND_MESSAGE);
  }
  static badInput(message: string): StreamException {
    return new StreamException(ErrorKind.BadUserInput, StreamErrorReason.BadInput, message);
  }
}
