import { Injectable } from '@nestjs/common';
import { DEFAULT_LAUNCH_HIVE_TYPE, HiveMessages, MAX_INVITES_PER_SEND } from '@hivemind/contracts';
import type { LaunchHiveResult } from '../hives/hive.model.js';
import { HiveViewsService } from '../hives/hive-views.service.js';
import { HiveException } from '../hives/hives.exception.js';
import { parseInviteEmails, validateChosenType, validateHiveName } from '../hives/hives.rules.js';
import { HivesService } from '../hives/hives.service.js';
import { InvitationsService } from '../invitations/invitations.service.js';

/**
 * Launch New Hive (spec 1 §5, spec 4): a hive and its first invitations at once, so it sits above
 * both features.
 */
@Injectable()
export class HiveLaunchService {
  constructor(
    private readonly hives: HivesService,
    private readonly views: HiveViewsService,
    private readonly invitations: InvitationsService,
  ) {}

  /**
   * A name of 5+ characters and 1 to 100 valid invite emails (commas or line breaks; array or
   * string), type Business unless another allowed type is chosen. The creator is the owner; the
   * invitations go out as from an owner.
   */
  async launch(
    ownerId: string,
    input: { name: string; emails: string | readonly string[]; type?: string | null },
  ): Promise<LaunchHiveResult> {
    const name = input.name.trim();
    const parsed = parseInviteEmails(input.emails);
    if (name.length < 5 || parsed.valid.length === 0) throw HiveException.badInput(HiveMessages.launchInvalid);
    if (parsed.valid.length > MAX_INVITES_PER_SEND) throw HiveException.badInput(HiveMessages.tooManyInvites);
    validateHiveName(name);
    const type = input.type
      ? validateChosenType(input.type, await this.hives.ownDomainsOf(ownerId))
      : DEFAULT_LAUNCH_HIVE_TYPE;
    const row = await this.hives.createOwned(ownerId, { name, type });
    const result = await this.invitations.inviteMany({ id: row.id, name }, ownerId, parsed);
    return { ...result, hive: await this.views.one(row, ownerId) };
  }
}
