import { Module } from '@nestjs/common';
import { MailResolver } from './mail.resolver.js';
import { MailService } from './mail.service.js';

@Module({ providers: [MailService, MailResolver], exports: [MailService] })
export class MailModule {}
