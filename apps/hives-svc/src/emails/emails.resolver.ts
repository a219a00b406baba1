import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { EmailsService } from './emails.service.js';
import { UserEmail } from './user-email.model.js';

/** The signed-in user's email addresses (Settings → Hive Waitlist email management). */
@Resolver(() => UserEmail)
export class EmailsResolver {
  constructor(private readonly emails: EmailsService) {}

  @Query(() => [UserEmail])
  myEmails(@Context() ctx: GqlContext): Promise<UserEmail[]> {
    return this.emails.list(requireUserId(ctx));
  }

  /** Adds a pending address and mails it a 6-digit code. */
  @Mutation(() => UserEmail)
  addEmail(@Context() ctx: GqlContext, @Args('email', { type: () => String }) email: string): Promise<UserEmail> {
    return this.emails.add(requireUserId(ctx), email, ctx.user.clientIp);
  }

  @Mutation(() => UserEmail)
  verifyEmail(
    @Context() ctx: GqlContext,
    @Args('email', { type: () => String }) email: string,
    @Args('code', { type: () => String }) code: string,
  ): Promise<UserEmail> {
    return this.emails.verify(requireUserId(ctx), email, code);
  }

  @Mutation(() => Boolean)
  resendEmailCode(@Context() ctx: GqlContext, @Args('email', { type: () => String }) email: string): Promise<boolean> {
    return this.emails.resend(requireUserId(ctx), email, ctx.user.clientIp);
  }

  @Mutation(() => Boolean)
  deleteEmail(@Context() ctx: GqlContext, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.emails.delete(requireUserId(ctx), id);
  }
}
