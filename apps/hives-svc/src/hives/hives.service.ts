import { Injectable } from '@nestjs/common';
import { EventType, HIVES_PAGE_SIZE } from '@hivemind/contracts';
import { newDomainEvent } from '@hivemind/common';
import { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import type { Hive } from './hive.model.js';
import { HivesRepository } from './hives.repository.js';
import { clampLimit, validateHiveName, validateHiveType } from './hives.rules.js';

@Injectable()
export class HivesService {
  constructor(
    private readonly repo: HivesRepository,
    private readonly relay: OutboxRelayService,
  ) {}

  findById(id: string): Promise<Hive | null> {
    return this.repo.findById(id);
  }

  search(search: string | null | undefined, limit: number | null | undefined): Promise<Hive[]> {
    const term = search?.trim() || null;
    return this.repo.search(term, clampLimit(limit, HIVES_PAGE_SIZE));
  }

  /** A signed-in user creates a hive and becomes its owner; feeds-svc hears of it by hive.created. */
  async create(ownerId: string, input: { name: string; type: string }): Promise<Hive> {
    const name = validateHiveName(input.name);
    const type = validateHiveType(input.type);
    const hive = await this.repo.createWithOwner({ name, type }, ownerId, (hiveId) =>
      newDomainEvent(EventType.HiveCreated, 'hives-svc', { hiveId, name, type, logo: null, ownerId }),
    );
    this.relay.wake();
    return hive;
  }
}
