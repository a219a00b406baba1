import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import {
  JobName,
  MediaMessages,
  PODCAST_EPISODES_PER_CHECK,
  type FeedEpisode,
  type JobData,
  type JobResult,
} from '@hivemind/contracts';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import type { AgentWorkerEnv } from '../env.js';
import { AGENT_WORKER_ENV } from '../tokens.js';
import { parsePodcastFeed, type ParsedEpisode } from '../web/podcast-feed.js';
import { FetchRefusal, safeFetch } from '../web/safe-fetch.js';
import { parseTranscript, segmentTranscript } from '../web/transcript.js';

/**
 * A tracked podcast's feed (issue 17): fetched safely (web/safe-fetch.ts, RSS/XML only), parsed
 * (web/podcast-feed.ts), and for each new episode (not in `knownGuids`, at most
 * PODCAST_EPISODES_PER_CHECK, oldest first) its transcript fetched and cut into speaker segments
 * (web/transcript.ts). Stateless: the reading goes to feeds-svc's store-podcast-feed parent. A feed
 * that cannot be read for good (4xx, not XML, not RSS, reserved address) fails the job at once with
 * its message, which the parent records on the podcast; a transcript that cannot be read leaves its
 * episode without segments (and the reason), to be tried again at the next check.
 */
@Injectable()
@ProcessesJob(JobName.FetchPodcastFeed)
export class FetchPodcastFeedProcessor implements JobHandler<JobName.FetchPodcastFeed> {
  constructor(@Inject(AGENT_WORKER_ENV) private readonly env: AgentWorkerEnv) {}

  async process(job: Job<JobData<JobName.FetchPodcastFeed>>): Promise<JobResult<JobName.FetchPodcastFeed>> {
    const { feedUrl, knownGuids } = job.data;
    const allowedHosts = this.env.INGEST_ALLOWED_HOSTS;
    try {
      const fetched = await safeFetch(feedUrl, { allowedHosts, kind: 'feed' });
      const feed = await parsePodcastFeed(fetched.html);
      const known = new Set(knownGuids);
      const fresh = feed.episodes.filter((e) => !known.has(e.guid)).slice(0, PODCAST_EPISODES_PER_CHECK);
      const episodes: FeedEpisode[] = [];
      for (const episode of fresh) episodes.push(await this.withTranscript(episode, fetched.url));
      return { itemCount: feed.itemCount, episodes };
    } catch (error) {
      if (error instanceof FetchRefusal && error.permanent) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  private async withTranscript(parsed: ParsedEpisode, feedUrl: string): Promise<FeedEpisode> {
    const { transcriptFormat, ...episode } = parsed;
    if (!episode.transcriptUrl || !transcriptFormat) return { ...episode, segments: null };
    try {
      const url = new URL(episode.transcriptUrl, feedUrl).toString();
      const fetched = await safeFetch(url, { allowedHosts: this.env.INGEST_ALLOWED_HOSTS, kind: 'transcript' });
      const segments = segmentTranscript(parseTranscript(fetched.html, transcriptFormat));
      return { ...episode, transcriptUrl: url, segments };
    } catch (error) {
      const reason = error instanceof FetchRefusal ? error.message : MediaMessages.processingFailed;
      return { ...episode, segments: null, transcriptError: reason };
    }
  }
}
