import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module.js';
import { MailDelivery } from './mail-delivery.js';
import { MailEventsConsumer } from './jobs/mail-events.consumer.js';
import { MailRepository } from './mail.repository.js';
import { MailResolver } from './mail.resolver.js';
import { MailService } from './mail.service.js';

@Module({
  imports: [OutboxModule],
  providers: [MailRepository, MailService, MailDelivery, MailEventsConsumer, MailResolver],
  exports: [MailService],
})
export class MailModule {}
