import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { StormMessages } from '@hivemind/contracts';

export enum StormErrorReason {
  NotFound = 'STORM_NOT_FOUND',
  NotMember = 'STORM_NOT_MEMBER',
  NotManager = 'STORM_NOT_MANAGER',
  Closed = 'STORM_CLOSED',
  AlreadyAnswered = 'STORM_ALREADY_ANSWERED',
  WrongHive = 'STORM_WRONG_HIVE',
  AnswerNotActive = 'STORM_ANSWER_NOT_ACTIVE',
  BadInput = 'STORM_BAD_INPUT',
}

export class StormException extends DomainException {
  static notFound(): StormException {
    return new StormException(ErrorKind.NotFound, StormErrorReason.NotFound, StormMessages.stormNotFound);
  }
  static notMember(): StormException {
    return new StormException(ErrorKind.Forbidden, StormErrorReason.NotMember, StormMessages.notMember);
  }
  static notManager(): StormException {
    return new StormException(ErrorKind.Forbidden, StormErrorReason.NotManager, StormMessages.notManager);
  }
  static closed(): StormException {
    return new StormException(ErrorKind.Conflict, StormErrorReason.Closed, StormMessages.closed);
  }
  static alreadyAnswered(): StormException {
    return new StormException(ErrorKind.Conflict, StormErrorReason.AlreadyAnswered, StormMessages.alreadyAnswered);
  }
  static wrongHive(): StormException {
    return new StormException(ErrorKind.BadUserInput, StormErrorReason.WrongHive, StormMessages.wrongHive);
  }
  static answerNotActive(): StormException {
    return new StormException(ErrorKind.Conflict, StormErrorReason.AnswerNotActive, StormMessages.answerNotActive);
  }
  static badInput(message: string): StormException {
    return new StormException(ErrorKind.BadUserInput, StormErrorReason.BadInput, message);
  }
}
