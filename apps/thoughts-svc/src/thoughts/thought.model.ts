import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

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

  @Field(() => Date)
  createdAt!: Date;
}
