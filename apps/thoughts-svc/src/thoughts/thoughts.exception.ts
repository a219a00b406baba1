import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { ThoughtMessages } from '@hivemind/contracts';

export enum ThoughtErrorReason {
  Blank = 'THOUGHT_BLANK',
  TooLong = 'THOUGHT_TOO_LONG',
  InvalidRequestId = 'CLIENT_REQUEST_ID_INVALID',
  NotFound = 'THOUGHT_NOT_FOUND',
  ContentRequired = 'CONTENT_REQUIRED',
  ContentTooLong = 'CONTENT_TOO_LONG',
  InstructionsRequired = 'INSTRUCTIONS_REQUIRED',
  InstructionsTooLong = 'INSTRUCTIONS_TOO_LONG',
  UnknownAction = 'ENHANCE_ACTION_UNKNOWN',
  InvalidThreshold = 'THRESHOLD_INVALID',
}

const bad = (reason: ThoughtErrorReason, message: string): ThoughtException =>
  new ThoughtException(ErrorKind.BadUserInput, reason, message);

export class ThoughtException extends DomainException {
  static blank = (): ThoughtException => bad(ThoughtErrorReason.Blank, ThoughtMessages.blank);
  static tooLong = (): ThoughtException => bad(ThoughtErrorReason.TooLong, ThoughtMessages.tooLong);
  static invalidRequestId = (): ThoughtException =>
    bad(ThoughtErrorReason.InvalidRequestId, 'clientRequestId must be 1 to 100 characters');
  static contentRequired = (): ThoughtException =>
    bad(ThoughtErrorReason.ContentRequired, ThoughtMessages.contentRequired);
  static contentTooLong = (): ThoughtException =>
    bad(ThoughtErrorReason.ContentTooLong, ThoughtMessages.contentTooLong);
  static instructionsRequired = (): ThoughtException =>
    bad(ThoughtErrorReason.InstructionsRequired, ThoughtMessages.instructionsRequired);
  static instructionsTooLong = (): ThoughtException =>
    bad(ThoughtErrorReason.InstructionsTooLong, ThoughtMessages.instructionsTooLong);
  static unknownAction = (): ThoughtException => bad(ThoughtErrorReason.UnknownAction, ThoughtMessages.unknownAction);
  static invalidThreshold = (): ThoughtException =>
    bad(ThoughtErrorReason.InvalidThreshold, ThoughtMessages.invalidThreshold);
  /** Missing and not the caller's are the same answer: a private thought's existence is not told. */
  static notFound = (): ThoughtException =>
    new ThoughtException(ErrorKind.NotFound, ThoughtErrorReason.NotFound, ThoughtMessages.notFound);
}
