import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import { StormsService } from './storms.service.js';

/**
 * The storms' end times are in the database; their delayed close jobs are only in Redis (StormCloser).
 * Every STORM_CLOSE_CHECK_MS, from boot until shutdown, this closes each open storm past its end time,
 * so a storm whose job Redis lost while feeds-svc runs (a flush) still closes within that interval.
 * The job and the check close a storm once between them (StormsRepository.closeAllDue).
 */
@Injectable()
export class StormCloseCheck implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task: PeriodicTask;

  constructor(
    storms: StormsService,
    @Inject(APP_ENV) env: { STORM_CLOSE_CHECK_MS: number },
    @Inject(APP_LOGGER) logger: Logger,
  ) {
    this.task = new PeriodicTask({
      tick: async () => {
        const closed = await storms.closeAllDue();
        if (closed.length > 0) {
          logger.info({ closed: closed.length }, 'storms past their end time closed by the periodic check');
        }
      },
      intervalMs: env.STORM_CLOSE_CHECK_MS,
      logger,
      errorMessage: 'storms past their end time not closed; will retry',
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  /** Stopped before Prisma and Redis close (CoreLifecycle closes them at application shutdown). */
  async onModuleDestroy(): Promise<void> {
    await this.task.stop();
  }
}
