import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { MediaMessages, WebPageIngestMessages } from '@hivemind/contracts';

export enum WebPageErrorReason {
  NotFound = 'WEB_PAGE_NOT_FOUND',
  NoUrl = 'WEB_PAGE_URL_REQUIRED',
  UrlInvalid = 'WEB_PAGE_URL_INVALID',
  ProcessNotFound = 'WEB_PAGE_PROCESS_NOT_FOUND',
  HiveNotPostable = 'WEB_PAGE_HIVE_NOT_POSTABLE',
}

export class WebPageException extends DomainException {
  static notFound(): WebPageException {
    return new WebPageException(ErrorKind.NotFound, WebPageErrorReason.NotFound, MediaMessages.webPageNotFound);
  }
  static noUrl(): WebPageException {
    return new WebPageException(ErrorKind.BadUserInput, WebPageErrorReason.NoUrl, MediaMessages.noUrlOrWebPageId);
  }
  static urlRequired(): WebPageException {
    return new WebPageException(ErrorKind.BadUserInput, WebPageErrorReason.NoUrl, WebPageIngestMessages.urlRequired);
  }
  static urlInvalid(): WebPageException {
    return new WebPageException(
      ErrorKind.BadUserInput,
      WebPageErrorReason.UrlInvalid,
      WebPageIngestMessages.urlInvalid,
    );
  }
  static processNotFound(): WebPageException {
    return new WebPageException(
      ErrorKind.NotFound,
      WebPageErrorReason.ProcessNotFound,
      WebPageIngestMessages.processNotFound,
    );
  }
  static hiveNotPostable(): WebPageException {
    return new WebPageException(
      ErrorKind.Forbidden,
      WebPageErrorReason.HiveNotPostable,
      WebPageIngestMessages.hiveNotPostable,
    );
  }
}
