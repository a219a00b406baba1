import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { createTransport, type Transporter } from 'nodemailer';
import { JobName, QueueName, jobIdFor, type JobData, type JobResult } from '@hivemind/contracts';
import { REDIS, runWithCorrelationId, currentCorrelationId, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import type { HivesEnv } from '../env.js';

export type MailJob = JobData<JobName.SendMail>;

/** A reply code of 5xx is the server's final word (no such mailbox, refused): retrying cannot help. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * SMTP delivery through a BullMQ queue (hives-mail) served by hives-svc itself, fed by
 * MailEventsConsumer from the outbox (MailService writes the mail with its change): a mail the server
 * does not take now (a 4xx reply, a refused or dropped connection) is tried again with exponential
 * backoff, MAIL_ATTEMPTS times; a 5xx reply fails it at once. Only when SMTP_URL is set: without it,
 * mail goes to the development outbox (MailService) and nothing here runs. A completed job is removed
 * at once (its data holds a verification code); a failed one is kept a day for the logs.
 */
@Injectable()
export class MailDelivery implements OnModuleInit, OnModuleDestroy {
  private readonly smtp: Transporter | null;
  private readonly queue: Queue | null;
  private worker: Worker | undefined;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_ENV) private readonly env: HivesEnv,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.smtp = env.SMTP_URL ? createTransport(env.SMTP_URL) : null;
    this.queue = this.smtp ? new Queue(QueueName.HivesMail, { connection: redis, prefix: env.BULL_PREFIX }) : null;
  }

  get enabled(): boolean {
    return this.smtp !== null;
  }

  onModuleInit(): void {
    if (!this.smtp) return;
    this.worker = new Worker(
      QueueName.HivesMail,
      (job: Job<MailJob>) => runWithCorrelationId(job.data.correlationId, () => this.deliver(job)),
      { connection: this.redis, prefix: this.env.BULL_PREFIX, concurrency: 4 },
    );
    this.worker.on('failed', (job, error) => {
      const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1) || error instanceof UnrecoverableError;
      const fields = { jobId: job?.id, attempts: job?.attemptsMade, subject: job?.data.subject, err: error };
      if (final) this.logger.error(fields, 'mail not delivered; the member can ask for it again');
      else this.logger.warn(fields, 'SMTP did not take the mail; it will be tried again');
    });
    this.worker.on('error', (error) => this.logger.error({ err: error }, 'mail worker error'));
  }

  /**
   * Queues a mail for delivery; resolves once it is queued (not sent). `mailId` (the mail.requested
   * event's id) names the job, so handing the same mail over twice queues it once while it waits.
   */
  async enqueue(mail: Omit<MailJob, 'correlationId'>, mailId: string): Promise<void> {
    if (!this.queue) throw new Error('SMTP_URL is not set: mail cannot be delivered');
    const correlationId = currentCorrelationId();
    await this.queue.add(
      JobName.SendMail,
      { ...mail, ...(correlationId ? { correlationId } : {}) },
      {
        jobId: jobIdFor(mailId, JobName.SendMail),
        attempts: this.env.MAIL_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.env.MAIL_RETRY_BASE_MS },
        removeOnComplete: true,
        removeOnFail: { age: 24 * 3600 },
      },
    );
  }

  async deliver(job: Job<MailJob>): Promise<JobResult<JobName.SendMail>> {
    if (!this.smtp) throw new UnrecoverableError('SMTP_URL is not set');
    const { to, subject, text } = job.data;
    try {
      const info = (await this.smtp.sendMail({ from: this.env.MAIL_FROM, to, subject, text })) as { messageId: string };
      return { messageId: info.messageId };
    } catch (error) {
      if (isPermanentSmtpFailure(error)) throw new UnrecoverableError((error as Error).message);
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.smtp?.close();
  }
}
