import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import { ActivityRollupsRepository } from './activity-rollups.repository.js';

/**
 * Keeps the hourly activity rollups to their 48-hour horizon: at boot and every ROLLUP_PRUNE_MS
 * (an hour), the rows of hours past it are deleted. Only last_24_hours reads the hourly grain, and
 * posts past the horizon no longer add hourly rows, so without this the rows of every past hour
 * would stay for good. Replicas may prune side by side: the delete takes the rollup writers' lock.
 */
@Injectable()
export class RollupRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task: PeriodicTask;

  constructor(
    rollups: ActivityRollupsRepository,
    @Inject(APP_ENV) env: { ROLLUP_PRUNE_MS: number },
    @Inject(APP_LOGGER) logger: Logger,
  ) {
    this.task = new PeriodicTask({
      tick: async () => {
        const pruned = await rollups.prune();
        if (pruned > 0) logger.info({ pruned }, 'hourly activity rollups past their horizon deleted');
      },
      intervalMs: env.ROLLUP_PRUNE_MS,
      logger,
      errorMessage: 'hourly activity rollups not pruned; will retry',
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  /** Stopped before Prisma closes (CoreLifecycle closes it at application shutdown). */
  async onModuleDestroy(): Promise<void> {
    await this.task.stop();
  }
}
