import { Args, Float, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { RelatedStream, SentimentCounts, Stream, StreamConnections, StreamTypeOption } from './stream.model.js';
import { StreamsService } from './streams.service.js';

/** Streams are public: guests read them all (spec 2 §1, §6). */
@Resolver(() => Stream)
export class StreamsResolver {
  constructor(private readonly service: StreamsService) {}

  /** `first` streams after `offset` (ask one more than a page to learn whether more follow). */
  @Query(() => [Stream])
  streams(
    @Args('offset', { type: () => Int, nullable: true }) offset: number | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('type', { type: () => String, nullable: true }) type: string | null,
    @Args('sort', { type: () => String, nullable: true }) sort: string | null,
  ): Promise<Stream[]> {
    return this.service.list({ offset, first, search, type, sort });
  }

  @Query(() => [StreamTypeOption])
  streamTypes(): StreamTypeOption[] {
    return this.service.types();
  }

  @Query(() => Stream)
  stream(@Args('id', { type: () => ID }) id: string): Promise<Stream> {
    return this.service.get(id);
  }

  @Query(() => [RelatedStream])
  similarStreams(
    @Args('streamId', { type: () => ID }) streamId: string,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
    @Args('threshold', { type: () => Float, nullable: true }) threshold: number | null,
  ): Promise<RelatedStream[]> {
    return this.service.similar(streamId, limit, threshold);
  }

  @ResolveField('sentimentCounts', () => SentimentCounts)
  sentimentCounts(@Parent() stream: Stream): SentimentCounts {
    return stream.sentimentCounts;
  }

  @ResolveField(() => StreamConnections)
  connections(@Parent() stream: Stream): Promise<StreamConnections> {
    return this.service.connections(stream);
  }
}
