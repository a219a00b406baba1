import { Directive, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
@Directive('@key(fields: "id")')
export class Thought {
  @Field(() => ID)
  id!: string;

  /** The text exactly as captured. */
  @Field(() => String)
  originalThought!: string;

  /** The formatted text, once the agent has produced it. */
  @Field(() => String, { nullable: true })
  content!: string | null;

  @Field(() => String, { nullable: true })
  category!: string | null;

  @Field(() => String, { nullable: true })
  thoughtType!: string | null;

  @Field(() => String, { nullable: true })
  topic!: string | null;

  @Field(() => String, { nullable: true })
  embeddingModel!: string | null;

  @Field(() => Boolean)
  hasEmbedding!: boolean;

  /** processing, ready or failed: where the thought's processing stands. */
  @Field(() => String)
  status!: string;

  /** The stage that failed, when status is failed. */
  @Field(() => String, { nullable: true })
  failedStage!: string | null;

  /** Spec 3 §4: ready only when content, thought type, category and topic are all present. */
  @Field(() => Boolean)
  isReady!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class ThoughtFilterOptions {
  @Field(() => [String])
  categories!: string[];

  @Field(() => [String])
  thoughtTypes!: string[];
}

@ObjectType()
export class ThoughtsFeed {
  @Field(() => [Thought])
  thoughts!: Thought[];

  @Field(() => Boolean)
  hasMore!: boolean;

  /** The categories and types among the member's thoughts, for the filter panel. */
  @Field(() => ThoughtFilterOptions)
  filterOptions!: ThoughtFilterOptions;
}

@ObjectType()
export class RelatedThought {
  @Field(() => Thought)
  thought!: Thought;

  /** Cosine distance to the thought asked about: 0 same meaning, 1 unrelated (spec 4). */
  @Field(() => Float)
  similarityScore!: number;
}

@ObjectType()
export class RelatedThoughts {
  @Field(() => [RelatedThought])
  thoughts!: RelatedThought[];

  @Field(() => Boolean)
  hasMore!: boolean;
}

@ObjectType()
export class RelatedInsightModel {
  @Field(() => String)
  insight!: string;

  @Field(() => String)
  source!: string;

  @Field(() => ID)
  thoughtId!: string;
}

@ObjectType()
export class RelatedSummary {
  @Field(() => [RelatedInsightModel])
  insights!: RelatedInsightModel[];

  /** How many related past thoughts the insights were drawn from. */
  @Field(() => Int)
  thoughtCount!: number;

  @Field(() => String)
  message!: string;
}
