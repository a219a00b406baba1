import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { HivesPrisma, HivesTx } from '../prisma.js';

export interface AccountRow {
  id: string;
  email: string;
  passwordHash: string | null;
}

/** Prisma queries of accounts: app_user and, at registration, its primary user_email row. */
@Injectable()
export class AccountsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  /** Sign-in addresses are stored lowercased; the insensitive match also finds older mixed-case rows. */
  findByEmail(email: string): Promise<AccountRow | null> {
    return this.prisma.user.findFirst({
      where: { email: { equals: email, mode: 'insensitive' } },
      select: { id: true, email: true, passwordHash: true },
    });
  }

  findById(id: string): Promise<AccountRow | null> {
    return this.prisma.user.findUnique({ where: { id }, select: { id: true, email: true, passwordHash: true } });
  }

  async addressInUse(email: string): Promise<boolean> {
    const [user, other] = await Promise.all([
      this.findByEmail(email),
      this.prisma.userEmail.findUnique({ where: { email }, select: { id: true } }),
    ]);
    return user !== null || other !== null;
  }

  /**
   * The account and its primary, unverified email (with its code), through `tx`: the transaction
   * that also writes the code's mail (MailService.withMail).
   */
  async createWithPrimaryEmail(
    tx: HivesTx,
    data: { email: string; passwordHash: string; codeHash: string; codeExpiresAt: Date },
  ): Promise<{ id: string; email: string }> {
    const user = await tx.user.create({
      data: { email: data.email, passwordHash: data.passwordHash },
      select: { id: true, email: true },
    });
    await tx.userEmail.create({
      data: {
        userId: user.id,
        email: data.email,
        isPrimary: true,
        codeHash: data.codeHash,
        codeExpiresAt: data.codeExpiresAt,
      },
    });
    return user;
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.prisma.user.update({ where: { id }, data: { passwordHash } });
  }
}
