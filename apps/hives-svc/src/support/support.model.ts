import { Field, ObjectType } from '@nestjs/graphql';

/** What sending a support message answers (spec 2 §7: returns email). */
@ObjectType()
export class SupportFeedbackResult {
  /** The verified address the message was sent from (and the confirmation mailed to). */
  @Field(() => String)
  email!: string;
}
