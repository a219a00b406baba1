import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { JobName, type JobResult } from '@hivemind/contracts';
import type { Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { MailDelivery, type MailJob } from '../mail-delivery.js';
import { MailRepository } from '../mail.repository.js';

/**
 * One mail over SMTP (hives-mail queue, served only when SMTP_URL is set); see MailDelivery. Once the
 * mail is sent, or its last attempt failed, its mail.requested event is confirmed (MailRepository
 * settle): until then the relay re-adds the event if Redis lost the job. A crash between the SMTP
 * server taking the mail and the confirmation sends it again (at least once: SMTP cannot do better).
 */
@Injectable()
@ProcessesJob(JobName.SendMail)
export class SendMailJob implements JobHandler<JobName.SendMail> {
  constructor(
    private readonly delivery: MailDelivery,
    private readonly repo: MailRepository,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async process(job: Job<MailJob>): Promise<JobResult<JobName.SendMail>> {
    let result: JobResult<JobName.SendMail>;
    try {
      result = await this.delivery.deliver(job);
    } catch (error) {
      const last = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (last && job.data.mailId) await this.repo.settle(job.data.mailId);
      throw error;
    }
    // Jobs queued before mailId existed carry none: nothing to confirm for them.
    if (job.data.mailId) await this.repo.settle(job.data.mailId);
    return result;
  }

  onFailed(job: Job<MailJob> | undefined, error: Error): void {
    const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1) || error instanceof UnrecoverableError;
    const fields = { jobId: job?.id, attempts: job?.attemptsMade, subject: job?.data.subject, err: error };
    if (final) this.logger.error(fields, 'mail not delivered; the member can ask for it again');
    else this.logger.warn(fields, 'SMTP did not take the mail; it will be tried again');
  }
}
