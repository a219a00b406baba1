import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AiProvider } from '@hivemind/ai';
import { JobName, thoughtStageProgress, topics, type JobData, type JobResult } from '@hivemind/contracts';
import { isPermanentError, publishProgress, REDIS } from '@hivemind/common';
import { AI_PROVIDER } from '../tokens.js';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { upstreamValue } from './thought-stage.js';

/**
 * List matching: which of the member's active lists (all in the payload, with their instructions)
 * the thought belongs to, each with an item written by that list's item creation instructions.
 *
 * In the capture's flow it runs after vectorize as the start of 'finalizing' (spec 1 §4 shows no
 * text of its own), matching the formatted content, and passes the stages' value on with the
 * matches. Matching must never cost the member the thought (spec 1 §8: its failure is only
 * logged): a permanent AI error, or the last attempt's error, answers no matches instead of
 * failing. Run alone (POST /api/agent/thought-list-matching) it announces nothing, since the
 * thought has already been captured.
 */
@Injectable()
@ProcessesJob(JobName.MatchLists)
export class MatchListsProcessor implements JobHandler<JobName.MatchLists> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async process(job: Job<JobData<JobName.MatchLists>>): Promise<JobResult<JobName.MatchLists>> {
    const { thoughtId, userId, text, lists } = job.data;
    const inFlow = Boolean(job.parentKey);
    if (inFlow) {
      await publishProgress(
        this.redis,
        topics.thoughtProgress(userId, thoughtId),
        thoughtStageProgress({ jobName: JobName.MatchLists, thoughtId }, 'finalizing', 'started'),
      );
    }
    const upstream = await upstreamValue(job);
    try {
      const listMatches = await this.ai.matchLists(upstream.content ?? text, lists);
      return { ...upstream, listMatches };
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (!lastAttempt && !isPermanentError(error)) throw error;
      return {
        ...upstream,
        listMatches: [],
        listMatchingError: error instanceof Error ? error.message : String(error),
      };
    }
  }
}
