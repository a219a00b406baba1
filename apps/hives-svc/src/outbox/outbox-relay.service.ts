import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { OutboxRelay, PRISMA, REDIS, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import type { HivesEnv } from '../env.js';
import type { HivesPrisma } from '../prisma.js';

/** Runs hives-svc's outbox relay for the life of the app (stopped before Prisma/Redis close). */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly relay: OutboxRelay;

  constructor(
    @Inject(PRISMA) prisma: HivesPrisma,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_ENV) private readonly env: HivesEnv,
    @Inject(APP_LOGGER) logger: Logger,
  ) {
    this.relay = new OutboxRelay({
      db: prisma,
      producer: 'hives-svc',
      connection: redis,
      prefix: env.BULL_PREFIX,
      logger,
      pollMs: env.OUTBOX_POLL_MS,
      recheckMs: env.OUTBOX_RECHECK_MS,
    });
  }

  onApplicationBootstrap(): void {
    if (this.env.OUTBOX_RELAY_ENABLED) this.relay.start();
  }

  /** Relays right away after a commit instead of waiting for the next poll. */
  wake(): void {
    this.relay.wake();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }
}
