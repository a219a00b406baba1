import { Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { POSTING_HIVE_ROLES, VOTING_HIVE_ROLES, type HiveRole } from '@hivemind/contracts';
import { HiveException } from '../hive-read-model/hive-read-model.exception.js';
import { HiveReadModelRepository } from '../hive-read-model/hive-read-model.repository.js';

export interface HivePermissions {
  canVote: boolean;
  canPost: boolean;
  /** The viewer's role, `public` for non-members and guests. */
  role: string;
}

/**
 * What a user may do in a hive, from feeds-svc's member read model (no call to hives-svc). In a public
 * square a non-member is treated as view: only members post and vote (spec 2 §4 Member roles).
 */
@Injectable()
export class PermissionsService {
  constructor(private readonly hives: HiveReadModelRepository) {}

  /** POST /api/permissions/check-hive: NOT_FOUND for a hive feeds-svc does not know. */
  async check(hiveId: string, userId: string | null): Promise<HivePermissions> {
    if (!isUuid(hiveId) || !(await this.hives.exists(hiveId))) throw HiveException.notFound();
    return this.inHive(hiveId, userId);
  }

  async inHive(hiveId: string, userId: string | null): Promise<HivePermissions> {
    const role = userId ? await this.hives.memberRole(hiveId, userId) : null;
    return permissionsForRole(role);
  }
}

export function permissionsForRole(role: string | null): HivePermissions {
  const r = (role ?? 'public') as HiveRole;
  return { role: r, canPost: POSTING_HIVE_ROLES.includes(r), canVote: VOTING_HIVE_ROLES.includes(r) };
}
