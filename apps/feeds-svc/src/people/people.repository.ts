import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import type { Person } from './person.model.js';

const PERSON_SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  shortBio: true,
  personalWebsite: true,
  profilePictureUrl: true,
  xHandle: true,
  instagramHandle: true,
} as const;

/** A place in an organization as stored (dates are SQL dates: midnight UTC). */
interface MembershipRow {
  role: string | null;
  startDate: Date | null;
  endDate: Date | null;
  isCurrent: boolean;
}

const day = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

/** A person with their place in an organization (none: no role, no dates, not current). */
export function toPerson(person: Omit<Person, keyof MembershipRow>, place: MembershipRow | null): Person {
  return {
    ...person,
    role: place?.role ?? null,
    startDate: day(place?.startDate ?? null),
    endDate: day(place?.endDate ?? null),
    isCurrent: place?.isCurrent ?? false,
  };
}

/**
 * Memberships in the order spec 3 §9 sorts people: current first, then start date newest (unknown
 * dates last), then by name for a stable order.
 */
const MEMBERSHIP_ORDER = [{ isCurrent: 'desc' }, { startDate: { sort: 'desc', nulls: 'last' } }] as const;

@Injectable()
export class PeopleRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /** The person with their current (else latest) place in an organization. */
  async byId(id: string): Promise<Person | null> {
    const row = await this.prisma.person.findUnique({
      where: { id },
      select: {
        ...PERSON_SELECT,
        memberships: {
          orderBy: [...MEMBERSHIP_ORDER, { organizationId: 'asc' }],
          take: 1,
          select: { role: true, startDate: true, endDate: true, isCurrent: true },
        },
      },
    });
    if (!row) return null;
    const { memberships, ...person } = row;
    return toPerson(person, memberships[0] ?? null);
  }

  /** An organization's key members with their place in it: current first, then start date newest. */
  async membersOf(organizationId: string): Promise<Person[]> {
    const rows = await this.prisma.organizationMember.findMany({
      where: { organizationId },
      orderBy: [
        ...MEMBERSHIP_ORDER,
        { person: { lastName: 'asc' } },
        { person: { firstName: 'asc' } },
        { personId: 'asc' },
      ],
      select: {
        role: true,
        startDate: true,
        endDate: true,
        isCurrent: true,
        person: { select: PERSON_SELECT },
      },
    });
    return rows.map(({ person, ...place }) => toPerson(person, place));
  }
}
