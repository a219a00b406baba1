import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { MediaMessages } from '@hivemind/contracts';

export enum OrganizationErrorReason {
  NotFound = 'ORGANIZATION_NOT_FOUND',
  NoId = 'ORGANIZATION_ID_REQUIRED',
}

export class OrganizationException extends DomainException {
  static notFound(): OrganizationException {
    return new OrganizationException(
      ErrorKind.NotFound,
      OrganizationErrorReason.NotFound,
      MediaMessages.organizationNotFound,
    );
  }
  static noId(): OrganizationException {
    return new OrganizationException(
      ErrorKind.BadUserInput,
      OrganizationErrorReason.NoId,
      'organizationId or streamId is required',
    );
  }
}
