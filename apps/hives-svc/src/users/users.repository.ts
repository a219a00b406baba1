import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { HivesPrisma } from '../prisma.js';

/** Prisma queries of app_user for the User entity. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  findById(id: string): Promise<{ id: string; email: string } | null> {
    return this.prisma.user.findUnique({ where: { id }, select: { id: true, email: true } });
  }
}
