import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { AGENT_INSTRUCTIONS_MAX_LENGTH, HiveMessages } from '@hivemind/contracts';
import { HiveException } from '../hives/hives.exception.js';
import { isManagingRole } from '../hives/hives.rules.js';
import { isUuid, memberRole } from '../members/membership.js';
import type { HivesPrisma } from '../prisma.js';

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
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  async get(hiveId: string, userId: string): Promise<string | null> {
    const hive = await this.requireManager(hiveId, userId);
    return hive.agentInstructions;
  }

  async set(hiveId: string, userId: string, instructions: string): Promise<string> {
    const value = validateInstructions(instructions);
    await this.requireManager(hiveId, userId);
    await this.prisma.hive.update({ where: { id: hiveId }, data: { agentInstructions: value } });
    return value;
  }

  private async requireManager(hiveId: string, userId: string): Promise<{ agentInstructions: string | null }> {
    const hive = isUuid(hiveId)
      ? await this.prisma.hive.findUnique({ where: { id: hiveId }, select: { agentInstructions: true } })
      : null;
    if (!hive) throw HiveException.notFound();
    if (!isManagingRole(await memberRole(this.prisma, hiveId, userId)))
      throw HiveException.forbidden(HiveMessages.adminsOnly);
    return hive;
  }
}
