import { THOUGHT_STAGE_PERCENT, type JobName, type ThoughtStage } from './jobs/index.js';

/**
 * Progress messages: what a job reports on an entity, to BullMQ (updateProgress) and to the
 * entity's pub/sub topic, which the gateway serves as a subscription (the latest one also kept for
 * late subscribers). Every producer builds them here, and the gateway reads them back here.
 */
export interface JobProgress {
  jobName: JobName | string;
  entityId: string;
  stage: string;
  /** 'started' | 'completed' | 'failed' for the stage. */
  status: 'started' | 'completed' | 'failed';
  percent: number;
  at: string;
  error?: string;
}

export type ProgressStatus = JobProgress['status'];
const STATUSES: readonly string[] = ['started', 'completed', 'failed'] satisfies ProgressStatus[];

/** One progress message; `at` is now unless given. */
export function progressMessage(
  subject: { jobName: JobName | string; entityId: string },
  stage: string,
  status: ProgressStatus,
  percent: number,
  options: { error?: string; at?: Date } = {},
): JobProgress {
  return {
    jobName: subject.jobName,
    entityId: subject.entityId,
    stage,
    status,
    percent,
    at: (options.at ?? new Date()).toISOString(),
    ...(options.error === undefined ? {} : { error: options.error }),
  };
}

/**
 * A stage of a captured thought at its standard percent (THOUGHT_STAGE_PERCENT): 'started' and
 * 'failed' at the stage's start, 'completed' at its end.
 */
export function thoughtStageProgress(
  subject: { jobName: JobName | string; thoughtId: string },
  stage: ThoughtStage,
  status: ProgressStatus,
  error?: string,
): JobProgress {
  const percent = THOUGHT_STAGE_PERCENT[stage][status === 'completed' ? 'completed' : 'started'];
  return progressMessage({ jobName: subject.jobName, entityId: subject.thoughtId }, stage, status, percent, {
    ...(error === undefined ? {} : { error }),
  });
}

/** A message read from a progress topic, or null when it is not one (never trusted blindly). */
export function parseJobProgress(message: string): JobProgress | null {
  let value: Partial<JobProgress>;
  try {
    value = JSON.parse(message) as Partial<JobProgress>;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (typeof value.stage !== 'string' || typeof value.status !== 'string' || !STATUSES.includes(value.status)) {
    return null;
  }
  return {
    jobName: String(value.jobName ?? ''),
    entityId: String(value.entityId ?? ''),
    stage: value.stage,
    status: value.status,
    percent: typeof value.percent === 'number' ? value.percent : 0,
    at: typeof value.at === 'string' ? value.at : new Date().toISOString(),
    ...(typeof value.error === 'string' ? { error: value.error } : {}),
  };
}

/**
 * The stages of a web page process as its progress topic names them (topics.webPageProgress), in
 * order: the agent worker fetches, reads and writes the drops; feeds-svc stores them. 'completed'
 * is terminal.
 */
export const WEB_PAGE_STAGES = ['fetching', 'reading', 'writing', 'storing', 'completed'] as const;
export type WebPageStage = (typeof WEB_PAGE_STAGES)[number];

const WEB_PAGE_STAGE_PERCENT: { [S in WebPageStage]: { started: number; completed: number } } = {
  fetching: { started: 0, completed: 30 },
  reading: { started: 30, completed: 50 },
  writing: { started: 50, completed: 80 },
  storing: { started: 80, completed: 100 },
  completed: { started: 100, completed: 100 },
};

/** A stage of a web page process at its standard percent. */
export function webPageStageProgress(
  subject: { jobName: JobName | string; processId: string },
  stage: WebPageStage,
  status: ProgressStatus,
  error?: string,
): JobProgress {
  const percent = WEB_PAGE_STAGE_PERCENT[stage][status === 'completed' ? 'completed' : 'started'];
  return progressMessage({ jobName: subject.jobName, entityId: subject.processId }, stage, status, percent, {
    ...(error === undefined ? {} : { error }),
  });
}
