import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import { redactLogValue } from './log-redaction.js';

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

/**
 * JSON lines by default (what log collectors want). LOG_PRETTY=true, set by `npm start`, prints
 * readable coloured lines instead through pino-pretty (a development dependency). Logged errors
 * (`{ err }`) lose the members' text their messages may repeat (log-redaction.ts). `destination`
 * (tests) replaces standard output.
 */
export function createLogger(
  app: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger {
  const pretty = process.env.LOG_PRETTY === 'true' && destination === undefined;
  const options = {
    name: app,
    level,
    base: { app },
    serializers: { err: (err: Error) => redactLogValue(stdSerializers.err(err)) },
    mixin() {
      const id = currentCorrelationId();
      return id ? { correlationId: id } : {};
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, ignore: 'pid,hostname,app,name', translateTime: 'SYS:HH:MM:ss' },
          },
        }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
export type { Logger };
