import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { MediaMessages } from '@hivemind/contracts';

export enum WebPageErrorReason {
  NotFound = 'WEB_PAGE_NOT_FOUND',
  NoUrl = 'WEB_PAGE_URL_REQUIRED',
}

export class WebPageException extends DomainException {
  static notFound(): WebPageException {
    return new WebPageException(ErrorKind.NotFound, WebPageErrorReason.NotFound, MediaMessages.webPageNotFound);
  }
  static noUrl(): WebPageException {
    return new WebPageException(ErrorKind.BadUserInput, WebPageErrorReason.NoUrl, MediaMessages.noUrlOrWebPageId);
  }
}
