import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class Podcast {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  publisherName!: string;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => String, { nullable: true })
  description!: string | null;
}
