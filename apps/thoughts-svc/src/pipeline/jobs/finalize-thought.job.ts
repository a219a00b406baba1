import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue, UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  JobName,
  QueueName,
  STAGE_OF_JOB,
  jobIdFor,
  type JobData,
  type JobResult,
  type ThoughtPipelineValue,
  type ThoughtStage,
} from '@hivemind/contracts';
import { isPermanentError, REDIS, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER, ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { directItem, ListMatchingRepository } from '../../list-matching/list-matching.module.js';
import { isValidEmbedding, PipelineRepository, type PipelineOutput } from '../pipeline.repository.js';
import { StageProgress, type StageSubject } from '../stage-progress.js';

/** The agent stages of the chain, first to last: the first failed one is where the flow broke. */
const CHAIN = [JobName.ClassifyThought, JobName.FormatThought, JobName.EmbedText, JobName.MatchLists] as const;

/**
 * The flow parent of a captured thought ('finalizing'), on thoughts-svc's thoughts-results queue: it
 * stores what the three agent stages computed and marks the thought ready, then announces
 * 'captured'. When a stage failed for good the chain's failure reaches it too (see ThoughtPipeline):
 * it then marks the thought failed and announces the failed stage, once.
 *
 * List items: the match-lists stage's matches are stored as pending items in the same transaction
 * as the thought; a failure of matching alone never fails the thought (the thought is finalized
 * from the vectorize stage's value). Lists chosen at capture get approved items after the thought
 * is stored, and a failure there is only logged (spec 1 §7).
 */
@Injectable()
@ProcessesJob(JobName.FinalizeThought)
export class FinalizeThoughtJob implements JobHandler<JobName.FinalizeThought>, OnModuleDestroy {
  private readonly agentQueue: Queue;

  constructor(
    private readonly repo: PipelineRepository,
    private readonly progress: StageProgress,
    private readonly lists: ListMatchingRepository,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_ENV) env: { BULL_PREFIX: string },
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.agentQueue = new Queue(QueueName.AgentThoughts, { connection: redis, prefix: env.BULL_PREFIX });
  }

  async onModuleDestroy(): Promise<void> {
    await this.agentQueue.close();
  }

  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn({ jobId: job?.id, jobName: job?.name, err: error }, 'thought not finalized');
  }

  async process(job: Job<JobData<JobName.FinalizeThought>>): Promise<JobResult<JobName.FinalizeThought>> {
    const { thoughtId, userId } = job.data;
    const subject: StageSubject = { userId, thoughtId, jobName: JobName.FinalizeThought };
    // The chain's value when it succeeded (the common case: one read); its failure otherwise.
    let value: ThoughtPipelineValue | undefined = Object.values(await job.getChildrenValues<ThoughtPipelineValue>())[0];
    const failures = value ? {} : await job.getFailedChildrenValues();
    const chainFailed = Object.keys(failures).length > 0;
    if (chainFailed) {
      const { stage, jobName, reason } = await this.brokenStage(thoughtId, Object.values(failures)[0]);
      value = jobName === JobName.MatchLists ? await this.valueBelowMatching(thoughtId) : undefined;
      if (!value) {
        await this.repo.markFailed(thoughtId, stage);
        await this.progress.failed({ ...subject, jobName }, stage, reason);
        return { thoughtId, status: 'failed' };
      }
      this.logger.warn({ thoughtId, reason }, 'list matching failed; the thought is stored without matches');
    }
    // A match-lists stage that ran announced 'finalizing' as it started (past a failure here, only
    // match-lists failed: its start may not have been announced).
    if (!job.data.matchesLists || chainFailed) await this.progress.started(subject, 'finalizing');
    try {
      const matches = this.lists.insertStatements(userId, thoughtId, value?.listMatches ?? [], 'pending');
      const stored = await this.repo.finalize(thoughtId, pipelineOutput(thoughtId, value), matches);
      if (!stored) {
        // Deleted while it was processed: nothing to store, nothing to retry.
        this.logger.info({ thoughtId }, 'thought gone before it was finalized');
        return { thoughtId, status: 'gone' };
      }
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt || isPermanentError(error)) {
        await this.repo.markFailed(thoughtId, 'finalizing').catch(() => undefined);
        await this.progress.failed(subject, 'finalizing', errorMessage(error)).catch(() => undefined);
      }
      throw error;
    }
    await this.createChosenItems(job.data, value);
    await this.progress.completed(subject, 'finalizing', 'captured');
    return { thoughtId, status: 'ready' };
  }

  /** Items in the lists chosen at capture, approved at once; a failure is logged, never retried. */
  private async createChosenItems(
    data: JobData<JobName.FinalizeThought>,
    value: ThoughtPipelineValue | undefined,
  ): Promise<void> {
    const listIds = data.selectedListIds ?? [];
    if (listIds.length === 0 || !value?.content) return;
    const item = directItem(value.content);
    try {
      await this.lists.insert(
        data.userId,
        data.thoughtId,
        listIds.map((listId) => ({ listId, ...item })),
        'approved',
      );
    } catch (error) {
      this.logger.warn({ thoughtId: data.thoughtId, err: error }, 'items in the chosen lists not created');
    }
  }

  /** What the stages below match-lists computed (kept by BullMQ for an hour after completion). */
  private async valueBelowMatching(thoughtId: string): Promise<ThoughtPipelineValue | undefined> {
    const embed = await this.agentQueue.getJob(jobIdFor(thoughtId, JobName.EmbedText));
    if (!embed || !(await embed.isCompleted())) return undefined;
    return embed.returnvalue as ThoughtPipelineValue;
  }

  /** The first stage of the chain that failed on its own (the later ones failed because of it). */
  private async brokenStage(
    thoughtId: string,
    fallbackReason: string | undefined,
  ): Promise<{ stage: ThoughtStage; jobName: JobName; reason: string }> {
    for (const name of CHAIN) {
      const job = await this.agentQueue.getJob(jobIdFor(thoughtId, name));
      if (job && (await job.isFailed())) {
        return { stage: STAGE_OF_JOB[name] ?? 'vectorizing', jobName: name, reason: job.failedReason };
      }
    }
    return { stage: 'vectorizing', jobName: JobName.EmbedText, reason: fallbackReason ?? 'failed' };
  }
}

function pipelineOutput(thoughtId: string, value: ThoughtPipelineValue | undefined): PipelineOutput {
  const { classification, content, embedding, model } = value ?? {};
  if (!classification || typeof content !== 'string' || !isValidEmbedding(embedding) || !model) {
    throw new UnrecoverableError(`thought ${thoughtId}: the pipeline stages returned an incomplete result`);
  }
  return { classification, content, embedding, model };
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
