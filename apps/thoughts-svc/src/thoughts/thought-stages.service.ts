import { Injectable } from '@nestjs/common';
import { JobName, STAGE_OF_JOB, type ThoughtPipelineValue, type ThoughtStage } from '@hivemind/contracts';
import { AgentJobs } from '../agent-jobs/agent-jobs.module.js';
import { PipelineRepository, StageProgress } from '../pipeline/pipeline.module.js';
import type { Thought } from './thought.model.js';
import { ThoughtsService } from './thoughts.service.js';
import { validateThoughtText } from './thoughts.rules.js';
import { ThoughtException } from './thoughts.exception.js';

type StageJob = JobName.ClassifyThought | JobName.FormatThought | JobName.EmbedText;

export interface StageInput {
  userId: string;
  thoughtId: string;
  content: string;
  correlationId: string;
}

/**
 * The stage-by-stage capture of the REST facade (spec 1 §7: after POST /api/thoughts/create the
 * client asks for classification, formatting and vectorization in turn). Each call runs that one
 * agent job, waits for it, stores its result on the member's thought, and once every stage's
 * output is there, finalizes the thought exactly as the flow does ('finalizing', 'captured').
 */
@Injectable()
export class ThoughtStagesService {
  constructor(
    private readonly thoughts: ThoughtsService,
    private readonly agent: AgentJobs,
    private readonly repo: PipelineRepository,
    private readonly progress: StageProgress,
  ) {}

  classify(input: StageInput): Promise<Thought> {
    return this.runStage(input, JobName.ClassifyThought, async (value) => {
      if (!value.classification) throw new Error('classification missing from the agent result');
      return this.repo.saveClassification(input.userId, input.thoughtId, value.classification);
    });
  }

  format(input: StageInput): Promise<Thought> {
    return this.runStage(input, JobName.FormatThought, async (value) => {
      if (typeof value.content !== 'string') throw new Error('content missing from the agent result');
      return this.repo.saveContent(input.userId, input.thoughtId, value.content);
    });
  }

  vectorize(input: StageInput): Promise<Thought> {
    return this.runStage(input, JobName.EmbedText, async (value) => {
      if (!value.embedding || !value.model) throw new Error('embedding missing from the agent result');
      return this.repo.saveEmbedding(input.userId, input.thoughtId, value.embedding, value.model);
    });
  }

  private async runStage(
    input: StageInput,
    name: StageJob,
    save: (value: ThoughtPipelineValue) => Promise<boolean>,
  ): Promise<Thought> {
    const text = validateThoughtText(input.content);
    const { userId, thoughtId, correlationId } = input;
    await this.thoughts.requireOwned(userId, thoughtId);
    const stage = STAGE_OF_JOB[name] as ThoughtStage;
    let value: ThoughtPipelineValue;
    try {
      value =
        name === JobName.EmbedText
          ? await this.agent.run(name, { text, userId, entityId: thoughtId, correlationId })
          : await this.agent.run(name, { thoughtId, userId, text, correlationId });
    } catch (error) {
      await this.repo.markFailed(thoughtId, stage);
      await this.progress.failed({ userId, thoughtId, jobName: name }, stage, errorMessage(error));
      throw error;
    }
    if (!(await save(value))) throw ThoughtException.notFound();
    await this.finalizeIfComplete(userId, thoughtId);
    return this.thoughts.requireOwned(userId, thoughtId);
  }

  private async finalizeIfComplete(userId: string, thoughtId: string): Promise<void> {
    const thought = await this.thoughts.requireOwned(userId, thoughtId);
    if (thought.status === 'ready' || !thought.isReady || !thought.hasEmbedding) return;
    const subject = { userId, thoughtId, jobName: 'finalize-thought-stages' };
    await this.progress.started(subject, 'finalizing');
    if (await this.repo.markReadyIfComplete(thoughtId)) {
      await this.progress.completed(subject, 'finalizing', 'captured');
    }
  }
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
