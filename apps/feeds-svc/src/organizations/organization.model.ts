import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { Person } from '../people/person.model.js';
import type { Stream } from '../streams/stream.model.js';

// Fields of object types are served by organization-fields.resolver.ts, not declared with @Field (see
// the Stream model for why).

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

/**
 * GET /api/organizations/full (spec 3 §7): organization, websites, streams (its own stream first;
 * with includeConnections, then each child department followed by its child products, by name as
 * spec 3 §9 sorts streams; each stream's connections resolved when asked) and people (key members:
 * current first, then start date newest).
 */
@ObjectType()
export class OrganizationFull {
  organization!: Organization;
  websites!: OrganizationWebsite[];
  streams!: Stream[];
  people!: Person[];
}
