import { Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import type { Person } from './person.model.js';
import { PersonException } from './people.exception.js';
import { PeopleRepository } from './people.repository.js';

/** People (spec 3 §2.9, §3 Person, §7 GET /api/people/full); guests read them. */
@Injectable()
export class PeopleService {
  constructor(private readonly repo: PeopleRepository) {}

  /** NOT_FOUND 'Person details not found.' for an unknown person. */
  async byId(id: string): Promise<Person> {
    const person = isUuid(id) ? await this.repo.byId(id) : null;
    if (!person) throw PersonException.notFound();
    return person;
  }

  /** An organization's key members (spec 3 §9: current first, then start date newest). */
  membersOf(organizationId: string): Promise<Person[]> {
    return this.repo.membersOf(organizationId);
  }
}
