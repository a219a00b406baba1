import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/** hives-svc's Hive as feeds-svc knows it: only the key; the gateway asks hives-svc for the rest. */
@ObjectType('Hive')
@Directive('@key(fields: "id", resolvable: false)')
export class HiveReference {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
@Directive('@key(fields: "id")')
export class Post {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  content!: string;

  @Field(() => String, { nullable: true })
  category!: string | null;

  @Field(() => String, { nullable: true })
  thoughtType!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  /** Not a GraphQL field: `hive` is resolved from it. */
  hiveId!: string;
}
