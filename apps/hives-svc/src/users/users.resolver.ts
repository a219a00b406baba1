import { Context, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import type { GqlContext } from '@hivemind/common/nest';
import { User } from './user.model.js';
import { UsersService } from './users.service.js';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  /** The signed-in user (null for guests). */
  @Query(() => User, { nullable: true })
  me(@Context() ctx: GqlContext): Promise<User | null> {
    return ctx.user.userId ? this.users.findVisible(ctx.user.userId, ctx.user.userId) : Promise.resolve(null);
  }

  @ResolveReference()
  resolveReference(ref: { __typename: string; id: string }, ctx: GqlContext): Promise<User | null> {
    return this.users.findVisible(ref.id, ctx.user.userId);
  }
}
