import { Module } from '@nestjs/common';
import { MailDelivery } from './mail-delivery.js';
import { MailResolver } from './mail.resolver.js';
import { MailService } from './mail.service.js';

@Module({ providers: [MailService, MailDelivery, MailResolver], exports: [MailService] })
export class MailModule {}
