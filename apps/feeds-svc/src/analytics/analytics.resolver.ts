import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '@hivemind/common/nest';
import { AnalyticsService } from './analytics.service.js';

@Resolver()
export class AnalyticsResolver {
  constructor(private readonly analytics: AnalyticsService) {}

  /** Records one analytics event (view_post with postId); true once stored. */
  @Mutation(() => Boolean)
  trackEvent(
    @Context() ctx: GqlContext,
    @Args('name', { type: () => String }) name: string,
    @Args('postId', { type: () => ID, nullable: true }) postId: string | null,
  ): Promise<boolean> {
    return this.analytics.record(name, postId ?? null, ctx.user.userId);
  }
}
