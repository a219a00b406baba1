import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { HivesPrisma } from '../prisma.js';

/** The hive's drop-generation agent instructions (a column of hive). */
@Injectable()
export class HiveAgentRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  /** Null when the hive does not exist; `agentInstructions` null when none were saved. */
  find(hiveId: string): Promise<{ agentInstructions: string | null } | null> {
    return this.prisma.hive.findUnique({ where: { id: hiveId }, select: { agentInstructions: true } });
  }

  async save(hiveId: string, instructions: string): Promise<void> {
    await this.prisma.hive.update({ where: { id: hiveId }, data: { agentInstructions: instructions } });
  }
}
