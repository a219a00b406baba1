import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AiProvider } from '@hivemind/ai';
import { JobName, type JobData, type JobResult } from '@hivemind/contracts';
import { AI_PROVIDER } from '../tokens.js';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';

/**
 * The streams a new post mentions (names and aliases from the payload, as feeds-svc sent its active
 * streams), each with the post's sentiment toward it. Stateless: the tags go back to feeds-svc's
 * finalize-post parent, which stores them in post_stream.
 */
@Injectable()
@ProcessesJob(JobName.TagPostStreams)
export class TagPostStreamsProcessor implements JobHandler<JobName.TagPostStreams> {
  constructor(@Inject(AI_PROVIDER) private readonly ai: AiProvider) {}

  async process(job: Job<JobData<JobName.TagPostStreams>>): Promise<JobResult<JobName.TagPostStreams>> {
    const { text, streams } = job.data;
    return { streamTags: await this.ai.tagStreams(text, Array.isArray(streams) ? streams : []) };
  }
}
