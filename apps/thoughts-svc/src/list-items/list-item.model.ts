import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Pagination } from '../lists/list.model.js';

/** The list an item belongs to, as an item shows it (spec 3 §3: lists {title, is_task_list}). */
@ObjectType()
export class ListItemList {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Boolean)
  isTaskList!: boolean;
}

/** An item of a member's list, made from a thought (spec 3 §3). */
@ObjectType()
export class ListItem {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  listId!: string;

  /** The source thought (null once that thought is gone). */
  @Field(() => ID, { nullable: true })
  thoughtId!: string | null;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  content!: string;

  /** pending, approved or rejected. */
  @Field(() => String)
  status!: string;

  /** Only approved items of task lists are ever completed. */
  @Field(() => Boolean)
  completed!: boolean;

  @Field(() => ListItemList)
  list!: ListItemList;

  /** The source thought's text as captured (spec 3 §3: thoughts.original_thought). */
  @Field(() => String, { nullable: true })
  originalThought!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType()
export class ListItemsPage {
  @Field(() => [ListItem])
  items!: ListItem[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType()
export class BulkUpdateListItems {
  /** The items whose status changed (others were not the member's or could not move). */
  @Field(() => [ListItem])
  items!: ListItem[];

  @Field(() => Int)
  updatedCount!: number;
}

@ObjectType()
export class DeletedListItems {
  @Field(() => [ID])
  deletedIds!: string[];

  @Field(() => Int)
  deletedCount!: number;
}
