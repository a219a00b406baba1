import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { InternalOnly, requireUserId, type GqlContext } from '@hivemind/common/nest';
import { User } from '../users/user.model.js';
import { AccountsService } from './accounts.service.js';

/**
 * Internal-only: reached through the gateway's REST auth routes, which own the session cookie
 * around these calls (create on register/sign-in, revoke the others on a password change).
 */
@Resolver(() => User)
@InternalOnly()
export class AccountsResolver {
  constructor(private readonly accounts: AccountsService) {}

  @Mutation(() => User)
  registerUser(
    @Context() ctx: GqlContext,
    @Args('email', { type: () => String }) email: string,
    @Args('password', { type: () => String }) password: string,
  ): Promise<User> {
    return this.accounts.register(email, password, ctx.user.clientIp);
  }

  /**
   * The account for these credentials, or null when they are wrong. A mutation: every failure is
   * counted by the sign-in rate limits.
   */
  @Mutation(() => User, { nullable: true })
  verifyCredentials(
    @Context() ctx: GqlContext,
    @Args('email', { type: () => String }) email: string,
    @Args('password', { type: () => String }) password: string,
  ): Promise<User | null> {
    return this.accounts.verifyCredentials(email, password, ctx.user.clientIp);
  }

  @Mutation(() => Boolean)
  changePassword(
    @Context() ctx: GqlContext,
    @Args('currentPassword', { type: () => String }) currentPassword: string,
    @Args('newPassword', { type: () => String }) newPassword: string,
  ): Promise<boolean> {
    return this.accounts.changePassword(requireUserId(ctx), currentPassword, newPassword, ctx.user.clientIp);
  }
}
