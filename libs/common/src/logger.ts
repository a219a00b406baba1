import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';

/**
 * JSON logs (pino) that carry the correlation id of the request or job being handled, so one
 * request can be followed gateway → service → job.
 */
const correlation = new AsyncLocalStorage<{ correlationId: string }>();

export function runWithCorrelationId<T>(correlationId: string | undefined, fn: () => T): T {
  return correlation.run({ correlationId: correlationId ?? randomUUID() }, fn);
}

export function currentCorrelationId(): string | undefined {
  return correlation.getStore()?.correlationId;
}

export function createLogger(app: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: app,
    level,
    base: { app },
    mixin() {
      const id = currentCorrelationId();
      return id ? { correlationId: id } : {};
    },
  });
}
export type { Logger };
