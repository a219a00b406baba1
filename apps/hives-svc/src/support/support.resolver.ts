import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { SupportFeedbackResult } from './support.model.js';
import { SupportService } from './support.service.js';

@Resolver(() => SupportFeedbackResult)
export class SupportResolver {
  constructor(private readonly support: SupportService) {}

  /** A message to support from one of the caller's verified emails; a confirmation is mailed there. */
  @Mutation(() => SupportFeedbackResult)
  sendSupportFeedback(
    @Context() ctx: GqlContext,
    @Args('userEmailId', { type: () => ID }) userEmailId: string,
    @Args('message', { type: () => String }) message: string,
  ): Promise<SupportFeedbackResult> {
    return this.support.send(requireUserId(ctx), userEmailId, message, ctx.user.clientIp);
  }
}
