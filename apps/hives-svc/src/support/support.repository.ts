import { Injectable } from '@nestjs/common';
import type { MailTx } from '../mail/mail.repository.js';

export interface NewSupportMessage {
  userId: string;
  userEmailId: string;
  email: string;
  message: string;
}

/** The support inbox (support_message), written in the transaction of its confirmation mail. */
@Injectable()
export class SupportRepository {
  async create(tx: MailTx, data: NewSupportMessage): Promise<{ id: string }> {
    return tx.supportMessage.create({ data, select: { id: true } });
  }
}
