import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AiProvider } from '@hivemind/ai';
import {
  JobName,
  WebPageIngestMessages,
  WEB_PAGE_DROPS_MAX,
  WEB_PAGE_DROPS_MIN,
  topics,
  webPageStageProgress,
  type JobData,
  type JobResult,
  type WebPageStage,
} from '@hivemind/contracts';
import { publishProgress, REDIS } from '@hivemind/common';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import type { AgentWorkerEnv } from '../env.js';
import { AGENT_WORKER_ENV, AI_PROVIDER } from '../tokens.js';
import { readPage } from '../web/read-page.js';
import { FetchRefusal, safeFetch } from '../web/safe-fetch.js';

/**
 * A submitted web page (spec 4 POST /api/web-pages): fetched safely (web/safe-fetch.ts), read
 * (web/read-page.ts: main text, title, description, og:image, favicon) and split into 3-10 drops by
 * the AI provider. Stateless: the reading goes to feeds-svc's store-web-page parent. A refusal
 * (reserved address, too large, too slow, not HTML, too many redirects, unresolvable host) fails the
 * job at once with its message, which the parent records as the process's error. Progress (fetching,
 * reading, writing) goes to the member's topics.webPageProgress.
 */
@Injectable()
@ProcessesJob(JobName.FetchWebPage)
export class FetchWebPageProcessor implements JobHandler<JobName.FetchWebPage> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AGENT_WORKER_ENV) private readonly env: AgentWorkerEnv,
  ) {}

  async process(job: Job<JobData<JobName.FetchWebPage>>): Promise<JobResult<JobName.FetchWebPage>> {
    const { processId, userId, url } = job.data;
    const announce = (stage: WebPageStage, status: 'started' | 'completed' | 'failed', error?: string) =>
      publishProgress(
        this.redis,
        topics.webPageProgress(userId, processId),
        webPageStageProgress({ jobName: JobName.FetchWebPage, processId }, stage, status, error),
      );
    let stage: WebPageStage = 'fetching';
    try {
      await announce('fetching', 'started');
      const page = await safeFetch(url, { allowedHosts: this.env.INGEST_ALLOWED_HOSTS });
      await announce('fetching', 'completed');
      stage = 'reading';
      const content = readPage(page.html, page.url);
      if (!content.text.trim()) throw new FetchRefusal(WebPageIngestMessages.noText);
      await announce('reading', 'completed');
      stage = 'writing';
      const drops = await this.ai.writeDrops({
        title: content.title,
        text: content.text,
        min: WEB_PAGE_DROPS_MIN,
        max: WEB_PAGE_DROPS_MAX,
      });
      if (drops.length === 0) throw new FetchRefusal(WebPageIngestMessages.noText);
      await announce('writing', 'completed');
      return {
        finalUrl: page.url,
        title: content.title,
        description: content.description,
        ogImage: content.ogImage,
        faviconUrl: content.faviconUrl,
        drops,
      };
    } catch (error) {
      if (error instanceof FetchRefusal && error.permanent) {
        await announce(stage, 'failed', error.message);
        throw new UnrecoverableError(error.message);
      }
      throw error;
    }
  }
}
