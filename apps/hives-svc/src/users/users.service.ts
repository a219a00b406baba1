import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { HivesPrisma } from '../prisma.js';
import type { User } from './user.model.js';

/** A user's email is private: it is returned to that user only. */
export function visibleEmail(user: { id: string; email: string }, viewerId: string | null): string | null {
  return viewerId !== null && viewerId === user.id ? user.email : null;
}

@Injectable()
export class UsersService {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  async findVisible(id: string, viewerId: string | null): Promise<User | null> {
    const user = await this.prisma.user.findUnique({ where: { id }, select: { id: true, email: true } });
    return user ? { id: user.id, email: visibleEmail(user, viewerId) } : null;
  }
}
