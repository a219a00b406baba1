import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { ListMessages } from '@hivemind/contracts';

export enum ListErrorReason {
  RequiredFields = 'LIST_REQUIRED_FIELDS',
  TitleTooLong = 'LIST_TITLE_TOO_LONG',
  ListNotFound = 'LIST_NOT_FOUND',
  ItemNotFound = 'LIST_ITEM_NOT_FOUND',
  ThoughtNotFound = 'THOUGHT_NOT_FOUND',
  CompletionNotAllowed = 'LIST_ITEM_COMPLETION_NOT_ALLOWED',
  InvalidStatus = 'LIST_ITEM_STATUS_INVALID',
  InvalidTransition = 'LIST_ITEM_TRANSITION_INVALID',
  NothingToUpdate = 'LIST_ITEM_NOTHING_TO_UPDATE',
  ItemIdsRequired = 'LIST_ITEM_IDS_REQUIRED',
}

const bad = (reason: ListErrorReason, message: string): ListException =>
  new ListException(ErrorKind.BadUserInput, reason, message);
const missing = (reason: ListErrorReason, message: string): ListException =>
  new ListException(ErrorKind.NotFound, reason, message);

/** Typed errors of lists and list items; missing and another member's are the same answer (404). */
export class ListException extends DomainException {
  static requiredFields = (): ListException => bad(ListErrorReason.RequiredFields, ListMessages.requiredFields);
  static titleTooLong = (): ListException => bad(ListErrorReason.TitleTooLong, ListMessages.titleTooLong);
  static listNotFound = (): ListException => missing(ListErrorReason.ListNotFound, ListMessages.listNotFound);
  static itemNotFound = (): ListException => missing(ListErrorReason.ItemNotFound, ListMessages.itemNotFound);
  static thoughtNotFound = (): ListException => missing(ListErrorReason.ThoughtNotFound, ListMessages.thoughtNotFound);
  static completionNotAllowed = (): ListException =>
    bad(ListErrorReason.CompletionNotAllowed, ListMessages.completionNotAllowed);
  static invalidStatus = (): ListException => bad(ListErrorReason.InvalidStatus, ListMessages.invalidStatus);
  static invalidTransition = (from: string, to: string): ListException =>
    bad(ListErrorReason.InvalidTransition, ListMessages.invalidTransition(from, to));
  static nothingToUpdate = (): ListException =>
    bad(ListErrorReason.NothingToUpdate, ListMessages.statusOrCompletedRequired);
  static itemIdsRequired = (): ListException => bad(ListErrorReason.ItemIdsRequired, ListMessages.itemIdsRequired);
}
