import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Person } from './person.model.js';
import { PeopleService } from './people.service.js';

@Resolver(() => Person)
export class PeopleResolver {
  constructor(private readonly service: PeopleService) {}

  /** GET /api/people/full?personId. */
  @Query(() => Person)
  person(@Args('id', { type: () => ID }) id: string): Promise<Person> {
    return this.service.byId(id);
  }
}
