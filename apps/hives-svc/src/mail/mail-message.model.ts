import { Field, ObjectType } from '@nestjs/graphql';

/** A mail to send: written with the change that calls for it (MailService.withMail). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

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
