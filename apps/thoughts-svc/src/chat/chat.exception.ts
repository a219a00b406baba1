import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { AgentMessages } from '@hivemind/contracts';

export enum ChatErrorReason {
  ThreadNotFound = 'THREAD_NOT_FOUND',
  MessageNotFound = 'MESSAGE_NOT_FOUND',
  ContentRequired = 'MESSAGE_CONTENT_REQUIRED',
  ContentTooLong = 'MESSAGE_CONTENT_TOO_LONG',
  TitleTooLong = 'THREAD_TITLE_TOO_LONG',
  NotFailed = 'REPLY_NOT_FAILED',
}

const bad = (reason: ChatErrorReason, message: string): ChatException =>
  new ChatException(ErrorKind.BadUserInput, reason, message);

/** Typed refusals of the agent chat (contracts' AgentMessages). */
export class ChatException extends DomainException {
  /** Missing and not the caller's are the same answer: a private thread's existence is not told. */
  static threadNotFound = (): ChatException =>
    new ChatException(ErrorKind.NotFound, ChatErrorReason.ThreadNotFound, AgentMessages.threadNotFound);
  static messageNotFound = (): ChatException =>
    new ChatException(ErrorKind.NotFound, ChatErrorReason.MessageNotFound, AgentMessages.messageNotFound);
  static contentRequired = (): ChatException => bad(ChatErrorReason.ContentRequired, AgentMessages.contentRequired);
  static contentTooLong = (): ChatException => bad(ChatErrorReason.ContentTooLong, AgentMessages.contentTooLong);
  static titleTooLong = (): ChatException => bad(ChatErrorReason.TitleTooLong, AgentMessages.titleTooLong);
  static notFailed = (): ChatException =>
    new ChatException(ErrorKind.Conflict, ChatErrorReason.NotFailed, AgentMessages.notFailed);
}
