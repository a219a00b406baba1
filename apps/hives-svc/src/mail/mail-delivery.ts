import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue, UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { createTransport, type Transporter } from 'nodemailer';
import { JobName, QueueName, jobIdFor, type JobData, type JobResult } from '@hivemind/contracts';
import { REDIS, currentCorrelationId } from '@hivemind/common';
import { APP_ENV } from '@hivemind/common/nest';
import type { HivesEnv } from '../env.js';

export type MailJob = JobData<JobName.SendMail>;

/** A reply code of 5xx is the server's final word (no such mailbox, refused): retrying cannot help. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * SMTP delivery through a BullMQ queue (hives-mail) served by hives-svc itself (jobs/send-mail.job.ts),
 * fed by MailEventsConsumer from the outbox (MailService writes the mail with its change): a mail the server
 * does not take now (a 4xx reply, a refused or dropped connection) is tried again with exponential
 * backoff, MAIL_ATTEMPTS times; a 5xx reply fails it at once. Only when SMTP_URL is set: without it,
 * mail goes to the development outbox (MailService) and nothing here runs. A completed job is removed
 * at once (its data holds a verification code); a failed one is kept a day for the logs. What is
 * durable is the mail.requested outbox row: it is confirmed (and its payload emptied) only once the
 * mail was sent or refused for good (SendMailJob), so a Redis flush before that cannot lose a mail.
 */
@Injectable()
export class MailDelivery implements OnModuleDestroy {
  private readonly smtp: Transporter | null;
  private readonly queue: Queue | null;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_ENV) private readonly env: HivesEnv,
  ) {
    this.smtp = env.SMTP_URL ? createTransport(env.SMTP_URL) : null;
    this.queue = this.smtp ? new Queue(QueueName.HivesMail, { connection: redis, prefix: env.BULL_PREFIX }) : null;
  }

  get enabled(): boolean {
    return this.smtp !== null;
  }

  /**
   * Queues a mail for delivery; resolves once it is queued (not sent). `mailId` (the mail.requested
   * event's id) names the job, so handing the same mail over twice queues it once while it waits.
   * Redis may still lose the job: the mail.requested event stays unconfirmed until SendMailJob has
   * sent the mail (or given up), and the relay re-adds the event meanwhile (MailEventsConsumer).
   */
  async enqueue(mail: Omit<MailJob, 'correlationId' | 'mailId'>, mailId: string): Promise<void> {
    if (!this.queue) throw new Error('SMTP_URL is not set: mail cannot be delivered');
    const correlationId = currentCorrelationId();
    await this.queue.add(
      JobName.SendMail,
      { mailId, to: mail.to, subject: mail.subject, text: mail.text, ...(correlationId ? { correlationId } : {}) },
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
    await this.queue?.close();
    this.smtp?.close();
  }
}
