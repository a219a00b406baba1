import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobName, type EmbeddingResult, type JobData, type JobResult } from '@hivemind/contracts';
import type { Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { isValidEmbedding } from '../../pipeline/pipeline.module.js';
import { ChatRepository } from '../chat.repository.js';

/** The flow parent of a message's embedding (ChatReplyFlow.embedMessage): stores the vector. */
@Injectable()
@ProcessesJob(JobName.StoreMessageEmbedding)
export class StoreMessageEmbeddingJob implements JobHandler<JobName.StoreMessageEmbedding> {
  constructor(
    private readonly repo: ChatRepository,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async process(job: Job<JobData<JobName.StoreMessageEmbedding>>): Promise<JobResult<JobName.StoreMessageEmbedding>> {
    const { messageId, userId } = job.data;
    const [value] = Object.values(await job.getChildrenValues<EmbeddingResult>());
    if (!value || !isValidEmbedding(value.embedding) || !value.model) {
      // The embed-text child failed for good (its reason is kept on it): the message has no vector.
      this.logger.warn({ messageId }, 'chat message not embedded; related messages leave it out');
      return { messageId, status: 'skipped' };
    }
    const stored = await this.repo.saveEmbedding(userId, messageId, value.embedding, value.model);
    return { messageId, status: stored ? 'stored' : 'skipped' };
  }
}
