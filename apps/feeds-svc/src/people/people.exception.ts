import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { MediaMessages } from '@hivemind/contracts';

export enum PersonErrorReason {
  NotFound = 'PERSON_NOT_FOUND',
}

export class PersonException extends DomainException {
  static notFound(): PersonException {
    return new PersonException(ErrorKind.NotFound, PersonErrorReason.NotFound, MediaMessages.personNotFound);
  }
}
