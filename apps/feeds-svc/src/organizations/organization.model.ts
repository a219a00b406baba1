import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Person } from '../people/person.model.js';
import { MediaSentimentCounts } from '../podcasts/media-counts.model.js';

/** An organization (spec 3 §3 Organization). */
@ObjectType()
export class Organization {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  logo!: string | null;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => [String])
  businessCategory!: string[];

  /** Its own stream (the business stream of its hierarchy). */
  @Field(() => ID, { nullable: true })
  streamId!: string | null;
}

/** One of an organization's websites (spec 3 §3 Organization websites). */
@ObjectType()
export class OrganizationWebsite {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  url!: string;
}

/** One edge of the stream hierarchy: `targetId` is a child of `sourceId` (relationship 'child'). */
@ObjectType()
export class StreamHierarchyEdge {
  @Field(() => ID)
  sourceId!: string;

  @Field(() => ID)
  targetId!: string;

  @Field(() => String)
  relationship!: string;
}

/** A stream's edges within the hierarchy answered: inbound from its parent, outbound to its children. */
@ObjectType()
export class StreamHierarchyConnections {
  @Field(() => [StreamHierarchyEdge])
  inbound!: StreamHierarchyEdge[];

  @Field(() => [StreamHierarchyEdge])
  outbound!: StreamHierarchyEdge[];
}

/** A stream of an organization's hierarchy (spec 3 §3 Stream), its counts of the posts feeds show. */
@ObjectType()
export class OrganizationStream {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String)
  type!: string;

  @Field(() => String, { nullable: true })
  logoUrl!: string | null;

  @Field(() => Int)
  level!: number;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => Int)
  postCount!: number;

  @Field(() => MediaSentimentCounts)
  sentimentCounts!: MediaSentimentCounts;

  /** Asked with includeConnections: its edges within the hierarchy answered. */
  @Field(() => StreamHierarchyConnections, { nullable: true })
  connections!: StreamHierarchyConnections | null;
}

/** GET /api/organizations/full (spec 3 §7): organization, websites, streams, people. */
@ObjectType()
export class OrganizationFull {
  @Field(() => Organization)
  organization!: Organization;

  @Field(() => [OrganizationWebsite])
  websites!: OrganizationWebsite[];

  /**
   * The organization's stream first; with includeConnections, then each child department followed
   * by its child products (streams by name, spec 3 §9).
   */
  @Field(() => [OrganizationStream])
  streams!: OrganizationStream[];

  /** Key members: current first, then start date newest (spec 3 §9). */
  @Field(() => [Person])
  people!: Person[];
}
