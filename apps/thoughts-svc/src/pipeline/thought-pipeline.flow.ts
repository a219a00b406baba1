import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FlowJob } from 'bullmq';
import {
  DEFAULT_JOB_OPTIONS,
  JobName,
  QueueName,
  jobIdFor,
  type JobData,
  type ListMatchInput,
} from '@hivemind/contracts';
import { FLOW_STARTS, type FlowStartRecord, type FlowStarts } from '@hivemind/common';
import { ListMatchingRepository } from '../list-matching/list-matching.module.js';

export interface ThoughtPipelineStart {
  thoughtId: string;
  userId: string;
  text: string;
  correlationId?: string;
  /** Lists the member chose at capture (ThoughtPipeline.start keeps only the member's own). */
  selectedListIds?: string[];
  /** The member's active lists for the match-lists stage (none: the stage is left out). */
  lists?: ListMatchInput[];
}

/**
 * Queues the whole processing of a captured thought as ONE BullMQ flow. Flows run children before
 * parents, so the stages are chained with the first one deepest:
 *
 *   finalize-thought (thoughts-results, this service: persist, mark ready, store list items)
 *     └─ match-lists (agent, only when the member chose no lists and has active ones)
 *          └─ embed-text (agent: vectorizing the formatted content)
 *               └─ format-thought (agent: formatting)
 *                    └─ classify-thought (agent: classifying)
 *
 * A stage that fails for good fails its parent (failParentOnFailure) up to the child of finalize,
 * whose failure lets finalize run anyway (continueParentOnFailure) to record the failure: the
 * thought never waits forever. Job ids derive from the thought id, so starting twice queues nothing
 * new. Spec 1 §7: list matching only when no lists were chosen; chosen lists get their items
 * directly from the finalize step.
 *
 * Durable start: the capture records the owed flow (`owed`) in the thought's own transaction, then
 * `start` adds it; FlowStarts re-adds it while Redis lacks it (a flush, a kill before the add).
 */
@Injectable()
export class ThoughtPipeline {
  constructor(
    @Inject(FLOW_STARTS) private readonly flowStarts: FlowStarts,
    private readonly lists: ListMatchingRepository,
  ) {
    flowStarts.register<ThoughtPipelineStart>(THOUGHT_PIPELINE, {
      queue: QueueName.ThoughtsResults,
      build: async (start) => {
        const selectedListIds = await this.lists.ownedListIds(start.userId, start.selectedListIds ?? []);
        const lists = selectedListIds.length > 0 ? [] : await this.lists.activeLists(start.userId);
        return pipelineFlow({ ...start, selectedListIds, lists });
      },
    });
    flowStarts.register<OwedReembed>(THOUGHT_REEMBED, {
      queue: QueueName.ThoughtsResults,
      build: async ({ edit, thoughtId, userId, text, correlationId }) =>
        reembedFlow(edit, { thoughtId, userId, text, correlationId }),
    });
  }

  /** What a captured thought owes, to record in its transaction (the lists are read at the add). */
  owed(input: ThoughtPipelineStart): FlowStartRecord {
    const { thoughtId, userId, text, correlationId, selectedListIds } = input;
    return this.flowStarts.record(THOUGHT_PIPELINE, jobIdFor(thoughtId, JobName.FinalizeThought), {
      thoughtId,
      userId,
      text,
      correlationId,
      selectedListIds,
    } satisfies ThoughtPipelineStart);
  }

  /** Adds the recorded flow after the commit (again on a retried capture: a no-op while queued). */
  async start(input: ThoughtPipelineStart): Promise<void> {
    await this.flowStarts.start(this.owed(input));
  }

  /**
   * What a manual edit or a reset owes, to record in the edit's transaction: the new content embedded
   * again, so related thoughts compare what the member now reads. A fresh edit id names the flow's
   * jobs (content changed back to an earlier text is embedded again); the record supersedes the
   * thought's earlier owed re-embeddings, and the parent stores the vector only if the content is
   * still the embedded text, so the newest edit's vector is the one kept.
   */
  owedReembed(input: ReembedStart): FlowStartRecord {
    const edit = randomUUID();
    const { thoughtId, userId, text, correlationId } = input;
    return this.flowStarts.record(
      THOUGHT_REEMBED,
      jobIdFor(edit, JobName.ReembedThought),
      { edit, thoughtId, userId, text, correlationId } satisfies OwedReembed,
      { supersedes: thoughtId },
    );
  }

  /** Adds a recorded re-embedding after the edit's commit (nobody waits for it; the sweeper retries). */
  async reembed(owed: FlowStartRecord): Promise<void> {
    await this.flowStarts.start(owed);
  }
}

const THOUGHT_PIPELINE = 'thought-pipeline';
const THOUGHT_REEMBED = 'thought-reembed';

export type ReembedStart = JobData<JobName.ReembedThought>;

/** What a recorded re-embedding carries: the edit's id names its jobs. */
interface OwedReembed extends ReembedStart {
  edit: string;
}

/** reembed-thought (thoughts-results) ← embed-text (agent, silent); job ids from the edit's id. */
export function reembedFlow(edit: string, input: ReembedStart): FlowJob {
  const { thoughtId, userId, text, correlationId } = input;
  const embed: JobData<JobName.EmbedText> = { text, userId, entityId: thoughtId, correlationId, announce: false };
  return {
    name: JobName.ReembedThought,
    queueName: QueueName.ThoughtsResults,
    data: input,
    opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(edit, JobName.ReembedThought) },
    children: [
      {
        name: JobName.EmbedText,
        queueName: QueueName.AgentThoughts,
        data: embed,
        // A failed embedding still lets the parent run (and log it) instead of waiting forever.
        opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(edit, JobName.EmbedText), ignoreDependencyOnFailure: true },
      },
    ],
  };
}

/** The flow tree of one thought (exported for the benchmark and tests). */
export function pipelineFlow(input: ThoughtPipelineStart): FlowJob {
  const { thoughtId, userId, text, correlationId } = input;
  const lists = input.lists ?? [];
  const selectedListIds = input.selectedListIds ?? [];
  const stage: JobData<JobName.ClassifyThought> = { thoughtId, userId, text, correlationId };
  const embed: JobData<JobName.EmbedText> = { text, userId, entityId: thoughtId, correlationId };
  const finalize: JobData<JobName.FinalizeThought> = {
    thoughtId,
    userId,
    correlationId,
    ...(selectedListIds.length > 0 ? { selectedListIds } : {}),
    ...(lists.length > 0 ? { matchesLists: true } : {}),
  };
  const opts = (name: JobName) => ({ ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(thoughtId, name) });
  const classify: FlowJob = {
    name: JobName.ClassifyThought,
    queueName: QueueName.AgentThoughts,
    data: stage,
    opts: { ...opts(JobName.ClassifyThought), failParentOnFailure: true },
  };
  const format: FlowJob = {
    name: JobName.FormatThought,
    queueName: QueueName.AgentThoughts,
    data: stage,
    opts: { ...opts(JobName.FormatThought), failParentOnFailure: true },
    children: [classify],
  };
  const embedJob: FlowJob = {
    name: JobName.EmbedText,
    queueName: QueueName.AgentThoughts,
    data: embed,
    opts: { ...opts(JobName.EmbedText), continueParentOnFailure: true },
    children: [format],
  };
  let top = embedJob;
  if (lists.length > 0) {
    const match: JobData<JobName.MatchLists> = { thoughtId, userId, text, lists, correlationId };
    // The stage below now fails its parent; match-lists is the one that lets finalize run anyway.
    embedJob.opts = { ...opts(JobName.EmbedText), failParentOnFailure: true };
    top = {
      name: JobName.MatchLists,
      queueName: QueueName.AgentThoughts,
      data: match,
      opts: { ...opts(JobName.MatchLists), continueParentOnFailure: true },
      children: [embedJob],
    };
  }
  return {
    name: JobName.FinalizeThought,
    queueName: QueueName.ThoughtsResults,
    data: finalize,
    opts: opts(JobName.FinalizeThought),
    children: [top],
  };
}
