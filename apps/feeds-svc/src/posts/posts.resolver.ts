import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { ContentCreator, HiveReference, Post, PostStreamTag } from './post.model.js';
import { PostException } from './posts.exception.js';
import { PostsService } from './posts.service.js';

@Resolver(() => Post)
export class PostsResolver {
  constructor(private readonly service: PostsService) {}

  @Query(() => [Post])
  hivePosts(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
  ): Promise<Post[]> {
    return this.service.inHive(hiveId, limit, ctx.user.userId);
  }

  /** One post for the viewer; NOT_FOUND when unknown. */
  @Query(() => Post)
  async post(@Context() ctx: GqlContext, @Args('id', { type: () => ID }) id: string): Promise<Post> {
    const post = await this.service.findById(id, ctx.user.userId);
    if (!post) throw PostException.postNotFound();
    return post;
  }

  @Mutation(() => Post)
  createPost(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
    @Args('content', { type: () => String }) content: string,
    @Args('stormId', { type: () => ID, nullable: true }) stormId: string | null,
  ): Promise<Post> {
    return this.service.create(requireUserId(ctx), { hiveId, content, stormId });
  }

  /** A federated reference: the gateway resolves the hive's fields in hives-svc. */
  @ResolveField('hive', () => HiveReference)
  hive(@Parent() post: Post): { __typename: 'Hive'; id: string } {
    return { __typename: 'Hive', id: post.hiveId };
  }

  /** Streams the post is tagged to, read with the page (PostDetailsRepository). */
  @ResolveField('streams', () => [PostStreamTag])
  streams(@Parent() post: Post): PostStreamTag[] {
    return post.streams ?? [];
  }

  /** The people who made the post's source content, read with the page (PostDetailsRepository). */
  @ResolveField('contentCreators', () => [ContentCreator])
  contentCreators(@Parent() post: Post): ContentCreator[] {
    return post.contentCreators ?? [];
  }

  /** Other subgraphs reference posts without a viewer: presented as to a guest. */
  @ResolveReference()
  resolveReference(ref: { __typename: string; id: string }): Promise<Post | null> {
    return this.service.findById(ref.id);
  }
}
