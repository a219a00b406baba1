import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { JobName, type JobResult } from '@hivemind/contracts';
import type { Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { MailDelivery, type MailJob } from '../mail-delivery.js';

/** One mail over SMTP (hives-mail queue, served only when SMTP_URL is set); see MailDelivery. */
@Injectable()
@ProcessesJob(JobName.SendMail)
export class SendMailJob implements JobHandler<JobName.SendMail> {
  constructor(
    private readonly delivery: MailDelivery,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  process(job: Job<MailJob>): Promise<JobResult<JobName.SendMail>> {
    return this.delivery.deliver(job);
  }

  onFailed(job: Job<MailJob> | undefined, error: Error): void {
    const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1) || error instanceof UnrecoverableError;
    const fields = { jobId: job?.id, attempts: job?.attemptsMade, subject: job?.data.subject, err: error };
    if (final) this.logger.error(fields, 'mail not delivered; the member can ask for it again');
    else this.logger.warn(fields, 'SMTP did not take the mail; it will be tried again');
  }
}
