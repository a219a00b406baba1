import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { VoteResult } from './vote-result.model.js';
import { VotesService } from './votes.service.js';

@Resolver()
export class VotesResolver {
  constructor(private readonly votes: VotesService) {}

  @Mutation(() => VoteResult)
  votePost(
    @Context() ctx: GqlContext,
    @Args('postId', { type: () => ID }) postId: string,
    @Args('hiveId', { type: () => ID }) hiveId: string,
    @Args('voteType', { type: () => String }) voteType: string,
  ): Promise<VoteResult> {
    return this.votes.vote(requireUserId(ctx), postId, hiveId, voteType);
  }
}
