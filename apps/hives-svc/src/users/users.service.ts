import { Injectable } from '@nestjs/common';
import type { User } from './user.model.js';
import { UsersRepository } from './users.repository.js';

/** A user's email is private: it is returned to that user only. */
export function visibleEmail(user: { id: string; email: string }, viewerId: string | null): string | null {
  return viewerId !== null && viewerId === user.id ? user.email : null;
}

@Injectable()
export class UsersService {
  constructor(private readonly repo: UsersRepository) {}

  async findVisible(id: string, viewerId: string | null): Promise<User | null> {
    const user = await this.repo.findById(id);
    return user ? { id: user.id, email: visibleEmail(user, viewerId) } : null;
  }
}
