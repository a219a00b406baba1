import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { EMAIL_CODE_MAX_ATTEMPTS } from '@hivemind/contracts';
import { Prisma } from '@hivemind/db-hives';
import type { HivesPrisma, HivesTx } from '../prisma.js';

export const USER_EMAIL_SELECT = {
  id: true,
  userId: true,
  email: true,
  isVerified: true,
  isPrimary: true,
  codeHash: true,
  codeExpiresAt: true,
  codeAttempts: true,
  createdAt: true,
} as const;

export interface UserEmailRow {
  id: string;
  userId: string;
  email: string;
  isVerified: boolean;
  isPrimary: boolean;
  codeHash: string | null;
  codeExpiresAt: Date | null;
  codeAttempts: number;
  createdAt: Date;
}

/** A write refused by a unique index (an address someone took between the check and the insert). */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';
}

/** Prisma queries of user_email (and the app_user address it mirrors). */
@Injectable()
export class EmailsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  /**
   * Users made before emails existed (or by test builders) have only app_user.email: give them
   * their primary row, unverified, the first time their emails are read. ON CONFLICT DO NOTHING
   * makes concurrent reads harmless.
   */
  async ensurePrimary(userId: string): Promise<void> {
    const user = await this.prisma.user.findUnique({
      where: { id: userId },
      select: { email: true, emails: { where: { isPrimary: true }, select: { id: true } } },
    });
    if (!user || user.emails.length > 0) return;
    await this.prisma.userEmail.createMany({
      data: [{ userId, email: user.email.toLowerCase(), isPrimary: true }],
      skipDuplicates: true,
    });
  }

  listForUser(userId: string): Promise<UserEmailRow[]> {
    return this.prisma.userEmail.findMany({
      where: { userId },
      orderBy: [{ isPrimary: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }],
      select: USER_EMAIL_SELECT,
    });
  }

  countForUser(userId: string): Promise<number> {
    return this.prisma.userEmail.count({ where: { userId } });
  }

  /** Addresses the user verifiably holds (user_email rows marked verified), lowercased. */
  async verifiedAddresses(userId: string): Promise<string[]> {
    const rows = await this.prisma.userEmail.findMany({ where: { userId, isVerified: true }, select: { email: true } });
    return rows.map((r) => r.email.toLowerCase());
  }

  findByEmail(email: string): Promise<UserEmailRow | null> {
    return this.prisma.userEmail.findUnique({ where: { email }, select: USER_EMAIL_SELECT });
  }

  findOwnedById(userId: string, id: string): Promise<UserEmailRow | null> {
    return this.prisma.userEmail.findFirst({ where: { id, userId }, select: USER_EMAIL_SELECT });
  }

  /** The user whose sign-in address this is, if any (users without user_email rows included). */
  async accountWithAddress(email: string): Promise<string | null> {
    const user = await this.prisma.user.findFirst({
      where: { email: { equals: email, mode: 'insensitive' } },
      select: { id: true },
    });
    return user?.id ?? null;
  }

  /** `db`: the transaction that also writes the code's mail (MailService.withMail). */
  create(
    data: { userId: string; email: string; codeHash: string; codeExpiresAt: Date },
    db: HivesTx = this.prisma,
  ): Promise<UserEmailRow> {
    return db.userEmail.create({ data, select: USER_EMAIL_SELECT });
  }

  /** One more wrong try on the code that was checked (a resend in between is not charged). */
  async recordWrongCode(id: string, codeHash: string): Promise<void> {
    await this.prisma.userEmail.updateMany({
      where: { id, codeHash, codeAttempts: { lt: EMAIL_CODE_MAX_ATTEMPTS } },
      data: { codeAttempts: { increment: 1 } },
    });
  }

  /** Verifies the row if its code is still the one that was checked; false when it changed meanwhile. */
  async markVerified(id: string, codeHash: string, now: Date): Promise<boolean> {
    const { count } = await this.prisma.userEmail.updateMany({
      where: { id, codeHash, isVerified: false },
      data: { isVerified: true, verifiedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0 },
    });
    return count === 1;
  }

  async replaceCode(id: string, codeHash: string, codeExpiresAt: Date, db: HivesTx = this.prisma): Promise<void> {
    await db.userEmail.update({ where: { id }, data: { codeHash, codeExpiresAt, codeAttempts: 0 } });
  }

  async findById(id: string): Promise<UserEmailRow | null> {
    return this.prisma.userEmail.findUnique({ where: { id }, select: USER_EMAIL_SELECT });
  }

  /** Deletes a non-primary row of the user; false when nothing matched. */
  async deleteNonPrimary(userId: string, id: string): Promise<boolean> {
    const { count } = await this.prisma.userEmail.deleteMany({ where: { id, userId, isPrimary: false } });
    return count === 1;
  }
}
