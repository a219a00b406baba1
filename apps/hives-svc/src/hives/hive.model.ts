import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType()
@Directive('@key(fields: "id")')
export class Hive {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String)
  type!: string;

  @Field(() => String, { nullable: true })
  website!: string | null;

  @Field(() => String, { nullable: true })
  logo!: string | null;

  @Field(() => String)
  level!: string;

  @Field(() => Boolean)
  allowFollowers!: boolean;

  @Field(() => [String])
  emailDomains!: string[];

  @Field(() => Date)
  createdAt!: Date;
}
