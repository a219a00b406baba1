import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { POST_MAX_LENGTH, PostMessages } from '@hivemind/contracts';

export enum PostErrorReason {
  Blank = 'POST_BLANK',
  TooLong = 'POST_TOO_LONG',
  PostNotFound = 'POST_NOT_FOUND',
  CannotPost = 'CANNOT_POST',
  CannotVote = 'CANNOT_VOTE',
  BadVoteType = 'BAD_VOTE_TYPE',
  WrongHive = 'POST_NOT_IN_HIVE',
  Moderated = 'POST_MODERATED',
  NotAuthor = 'NOT_AUTHOR',
  OthersVoted = 'OTHERS_VOTED',
  BadClassification = 'BAD_CLASSIFICATION',
  BadInput = 'BAD_INPUT',
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
  static postNotFound(): PostException {
    return new PostException(ErrorKind.NotFound, PostErrorReason.PostNotFound, PostMessages.postNotFound);
  }
  static cannotPost(): PostException {
    return new PostException(ErrorKind.Forbidden, PostErrorReason.CannotPost, PostMessages.cannotPost);
  }
  static cannotVote(): PostException {
    return new PostException(ErrorKind.Forbidden, PostErrorReason.CannotVote, PostMessages.cannotVote);
  }
  static badVoteType(): PostException {
    return new PostException(
      ErrorKind.BadUserInput,
      PostErrorReason.BadVoteType,
      'voteType must be up, down or unconstructive',
    );
  }
  static wrongHive(): PostException {
    return new PostException(ErrorKind.BadUserInput, PostErrorReason.WrongHive, 'The post is not in this hive');
  }
  static moderated(message: string): PostException {
    return new PostException(ErrorKind.Conflict, PostErrorReason.Moderated, message);
  }
  static notAuthor(): PostException {
    return new PostException(ErrorKind.Forbidden, PostErrorReason.NotAuthor, PostMessages.notAuthor);
  }
  static othersVoted(): PostException {
    return new PostException(ErrorKind.Conflict, PostErrorReason.OthersVoted, PostMessages.classificationOthersVoted);
  }
  static badInput(message: string): PostException {
    return new PostException(ErrorKind.BadUserInput, PostErrorReason.BadInput, message);
  }
  static badClassification(message: string): PostException {
    return new PostException(ErrorKind.BadUserInput, PostErrorReason.BadClassification, message);
  }
}
