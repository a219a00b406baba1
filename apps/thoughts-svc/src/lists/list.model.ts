import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

/** A member's list with its item counts (spec 3 §3), counted in SQL when read. */
@ObjectType()
export class List {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  /** How the AI decides that a thought belongs to the list. */
  @Field(() => String)
  matchInstructions!: string;

  /** How the AI writes an item's title and content from a matched thought. */
  @Field(() => String)
  itemCreationInstructions!: string;

  /** A task list's approved items can be completed. */
  @Field(() => Boolean)
  isTaskList!: boolean;

  /** Only active lists are offered to list matching and to the capture area's chooser. */
  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Int)
  pendingItems!: number;

  /** Approved items that are not completed. */
  @Field(() => Int)
  approvedItems!: number;

  /** Items not rejected: pending and approved, completed ones included. */
  @Field(() => Int)
  totalItems!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType()
export class Pagination {
  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int)
  total!: number;
}

@ObjectType()
export class ListsPage {
  @Field(() => [List])
  lists!: List[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@InputType()
export class ListInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String)
  matchInstructions!: string;

  @Field(() => String)
  itemCreationInstructions!: string;

  /** Absent on create: false; absent on edit: unchanged. */
  @Field(() => Boolean, { nullable: true })
  isTaskList?: boolean | null;

  /** Absent on create: true; absent on edit: unchanged. */
  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}
