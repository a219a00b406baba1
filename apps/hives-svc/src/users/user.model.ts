import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType()
@Directive('@key(fields: "id")')
export class User {
  @Field(() => ID)
  id!: string;

  /** Only the user themself sees it; null for everyone else. */
  @Field(() => String, { nullable: true })
  email!: string | null;
}
