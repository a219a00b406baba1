import { jobsOfQueue, type JobName, type QueueName } from '@hivemind/contracts';

/**
 * Each job name of a served queue must have exactly one processor: an unhandled name would sit in
 * the queue forever (or fail every attempt), a doubly handled one would run whichever registered
 * last. Both are wiring mistakes, so they stop the boot before any Worker starts.
 */
export class ProcessorRegistryError extends Error {
  constructor(
    readonly missing: JobName[],
    readonly duplicated: { jobName: string; processors: string[] }[],
  ) {
    const lines = [
      ...missing.map((n) => `  - job "${n}" has no processor`),
      ...duplicated.map(
        (d) => `  - job "${d.jobName}" has ${d.processors.length} processors: ${d.processors.join(', ')}`,
      ),
    ];
    super(`Job processors are miswired:\n${lines.join('\n')}`);
    this.name = 'ProcessorRegistryError';
  }
}

export interface RegisteredProcessor {
  jobName: string;
  /** Shown in the error (e.g. the class name). */
  name?: string;
}

export function assertProcessorRegistry(
  servedQueues: readonly QueueName[],
  processors: readonly RegisteredProcessor[],
): void {
  const byJob = new Map<string, string[]>();
  for (const p of processors) byJob.set(p.jobName, [...(byJob.get(p.jobName) ?? []), p.name ?? p.jobName]);
  const missing = servedQueues.flatMap((q) => jobsOfQueue(q)).filter((n) => !byJob.has(n));
  const duplicated = [...byJob.entries()]
    .filter(([, names]) => names.length > 1)
    .map(([jobName, names]) => ({ jobName, processors: names }));
  if (missing.length || duplicated.length) throw new ProcessorRegistryError(missing, duplicated);
}
