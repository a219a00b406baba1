import { Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { AGENT_REPLY_HISTORY, JobName, type EmbeddingResult, type JobData, type JobResult } from '@hivemind/contracts';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { isValidEmbedding } from '../../pipeline/pipeline.module.js';
import { ChatContextService } from '../chat-context.service.js';
import { ChatRepository, vectorLiteral } from '../chat.repository.js';

/**
 * In a reply's flow, between the embedding of the member's message and the agent's reply: stores the
 * message's vector, then gathers what the reply draws on (the thread so far, and the member's own
 * related thoughts, list items and past messages by that vector) as this job's value, which the
 * chat-reply job above reads. The worker so needs no database, and sees the member's data only.
 */
@Injectable()
@ProcessesJob(JobName.PrepareChatReply)
export class PrepareChatReplyJob implements JobHandler<JobName.PrepareChatReply> {
  constructor(
    private readonly repo: ChatRepository,
    private readonly context: ChatContextService,
  ) {}

  async process(job: Job<JobData<JobName.PrepareChatReply>>): Promise<JobResult<JobName.PrepareChatReply>> {
    const { threadId, userId, userMessageId } = job.data;
    const [value] = Object.values(await job.getChildrenValues<EmbeddingResult>());
    if (!value || !isValidEmbedding(value.embedding) || !value.model) {
      throw new UnrecoverableError(`message ${userMessageId}: the embedding stage returned no vector`);
    }
    if (!(await this.repo.saveEmbedding(userId, userMessageId, value.embedding, value.model))) {
      throw new UnrecoverableError(`message ${userMessageId} is gone`);
    }
    const history = await this.repo.history(userId, threadId, userMessageId, AGENT_REPLY_HISTORY);
    const context = await this.context.gather(userId, threadId, vectorLiteral(value.embedding));
    return { history, context };
  }
}
