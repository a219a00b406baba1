import { Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { AGENT_INSTRUCTIONS_MAX_LENGTH, HiveMessages } from '@hivemind/contracts';
import { HiveException } from '../hives/hives.exception.js';
import { isManagingRole } from '../hives/hives.rules.js';
import { MembershipRepository } from '../membership/membership.repository.js';
import { HiveAgentRepository } from './hive-agent.repository.js';

/** Trimmed instructions, or 'Instructions cannot be empty' (spec 2 §5). */
export function validateInstructions(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw HiveException.badInput(HiveMessages.instructionsEmpty);
  if (trimmed.length > AGENT_INSTRUCTIONS_MAX_LENGTH) throw HiveException.badInput(HiveMessages.instructionsTooLong);
  return trimmed;
}

/**
 * The drop-generation agent's instructions (spec 2 §2.9, §4, §7). The manager portal (owners and
 * admins) reads and saves them; nothing saved reads as null (REST 404, "empty"), and the web app
 * offers DEFAULT_DROP_AGENT_INSTRUCTIONS on Reset.
 */
@Injectable()
export class HiveAgentService {
  constructor(
    private readonly repo: HiveAgentRepository,
    private readonly membership: MembershipRepository,
  ) {}

  async get(hiveId: string, userId: string): Promise<string | null> {
    const hive = await this.requireManager(hiveId, userId);
    return hive.agentInstructions;
  }

  async set(hiveId: string, userId: string, instructions: string): Promise<string> {
    const value = validateInstructions(instructions);
    await this.requireManager(hiveId, userId);
    await this.repo.save(hiveId, value);
    return value;
  }

  private async requireManager(hiveId: string, userId: string): Promise<{ agentInstructions: string | null }> {
    const hive = isUuid(hiveId) ? await this.repo.find(hiveId) : null;
    if (!hive) throw HiveException.notFound();
    if (!isManagingRole(await this.membership.roleOf(hiveId, userId)))
      throw HiveException.forbidden(HiveMessages.adminsOnly);
    return hive;
  }
}
