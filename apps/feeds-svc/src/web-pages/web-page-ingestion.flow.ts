import { Inject, Injectable } from '@nestjs/common';
import type { FlowJob } from 'bullmq';
import { DEFAULT_JOB_OPTIONS, JobName, QueueName, jobIdFor, type JobData } from '@hivemind/contracts';
import { FLOW_STARTS, type FlowStartRecord, type FlowStarts } from '@hivemind/common';

export interface WebPageFlowStart {
  processId: string;
  userId: string;
  url: string;
  correlationId?: string;
}

/**
 * store-web-page (feeds-results: store the page and its drops, or the failure) ← fetch-web-page
 * (agent-feeds: fetch, read, write the drops). A refusal (unsafe address, too large, not HTML...)
 * fails the child at once; continueParentOnFailure lets the parent record it. Job ids derive from
 * the process id, so queuing a process twice adds nothing while its jobs exist.
 */
export function webPageFlow({ processId, userId, url, correlationId }: WebPageFlowStart): FlowJob {
  const fetch: JobData<JobName.FetchWebPage> = { processId, userId, url, correlationId };
  const store: JobData<JobName.StoreWebPage> = { processId, userId, correlationId };
  return {
    name: JobName.StoreWebPage,
    queueName: QueueName.FeedsResults,
    data: store,
    opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(processId, JobName.StoreWebPage) },
    children: [
      {
        name: JobName.FetchWebPage,
        queueName: QueueName.AgentFeeds,
        data: fetch,
        opts: {
          ...DEFAULT_JOB_OPTIONS,
          jobId: jobIdFor(processId, JobName.FetchWebPage),
          continueParentOnFailure: true,
        },
      },
    ],
  };
}

const WEB_PAGE_INGESTION = 'web-page-ingestion';

/**
 * Queues a web page process's flow. Durable start: the process's own transaction records the owed
 * flow (`owed`), `start` adds it after the commit, and FlowStarts re-adds it while Redis lacks it (a
 * flush, a kill before the add) for as long as the app runs; the row is settled once store-web-page
 * has run.
 */
@Injectable()
export class WebPageIngestionFlow {
  constructor(@Inject(FLOW_STARTS) private readonly flowStarts: FlowStarts) {
    flowStarts.register<WebPageFlowStart>(WEB_PAGE_INGESTION, {
      queue: QueueName.FeedsResults,
      build: (input) => Promise.resolve(webPageFlow(input)),
    });
  }

  /** What a new process owes, to record in its transaction. */
  owed(input: WebPageFlowStart): FlowStartRecord {
    const { processId, userId, url, correlationId } = input;
    return this.flowStarts.record(WEB_PAGE_INGESTION, jobIdFor(processId, JobName.StoreWebPage), {
      processId,
      userId,
      url,
      correlationId,
    } satisfies WebPageFlowStart);
  }

  /** Adds the recorded flow after the commit (a failure is left to the sweeper). */
  async start(input: WebPageFlowStart): Promise<void> {
    await this.flowStarts.start(this.owed(input));
  }
}
