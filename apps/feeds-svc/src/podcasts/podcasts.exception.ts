import { DomainException, ErrorKind } from '@hivemind/common/nest';
import { DASHBOARD_PERIODS, MediaMessages } from '@hivemind/contracts';

export enum PodcastErrorReason {
  PodcastNotFound = 'PODCAST_NOT_FOUND',
  EpisodeNotFound = 'EPISODE_NOT_FOUND',
  BadPeriod = 'BAD_PERIOD',
}

export class PodcastException extends DomainException {
  static podcastNotFound(): PodcastException {
    return new PodcastException(ErrorKind.NotFound, PodcastErrorReason.PodcastNotFound, MediaMessages.podcastNotFound);
  }
  static episodeNotFound(): PodcastException {
    return new PodcastException(ErrorKind.NotFound, PodcastErrorReason.EpisodeNotFound, MediaMessages.episodeNotFound);
  }
  static badPeriod(): PodcastException {
    return new PodcastException(
      ErrorKind.BadUserInput,
      PodcastErrorReason.BadPeriod,
      `period must be one of ${DASHBOARD_PERIODS.join(', ')}`,
    );
  }
}
