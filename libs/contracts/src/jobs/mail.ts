import { QueueName } from '../queues.js';
import { JobName } from './names.js';

export interface MailJobMap {
  [JobName.SendMail]: {
    queue: QueueName.HivesMail;
    /** mailId: the mail.requested event's id (its outbox row is confirmed once the mail is sent). */
    data: { mailId: string; to: string; subject: string; text: string; correlationId?: string };
    result: { messageId: string };
  };
}
