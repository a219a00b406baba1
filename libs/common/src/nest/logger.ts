import type { LoggerService } from '@nestjs/common';
import { redactLogValue, redactQuoted } from '../log-redaction.js';
import type { Logger } from '../logger.js';

/**
 * Nest's LoggerService on top of the shared pino logger (nestjs-pino is not a dependency), so Nest's
 * own lines (routes, lifecycle, errors) come out as the same JSON with the correlation id. Nest logs
 * a resolver's unexpected error by its message and stack, which can repeat the input that caused it
 * (a PostgreSQL or Prisma error quoting a member's text): quoted literals are taken out of both.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  // Nest passes optional extras after the message: a stack (for error) and, last, the context name.
  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    rest: unknown[],
  ): void {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = rest.length > 1 && typeof rest[0] === 'string' ? redactQuoted(rest[0]) : undefined;
    if (message instanceof Error) {
      this.logger[level]({ err: message, context }, redactQuoted(message.message));
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...(redactLogValue(message) as Record<string, unknown>), context, stack });
    } else {
      this.logger[level]({ context, stack }, redactQuoted(String(message)));
    }
  }
}
