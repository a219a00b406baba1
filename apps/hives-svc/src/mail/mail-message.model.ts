import { Field, ObjectType } from '@nestjs/graphql';

/** A message kept in the development outbox (dev_mail). */
@ObjectType()
export class MailMessage {
  @Field(() => String)
  to!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  text!: string;

  @Field(() => Date)
  createdAt!: Date;
}
