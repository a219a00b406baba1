import {
  Controller,
  Get,
  Header,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  Module,
  type DynamicModule,
  type FactoryProvider,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { checkReadiness, type ReadinessCheck } from '../readiness.js';

export type { ReadinessCheck } from '../readiness.js';

export interface HealthOptions {
  app: string;
  checks: ReadinessCheck[];
  /** BullMQ queues this service touches: waiting/active/failed gauges are exported for each. */
  queues: { names: readonly string[]; connection: Redis; prefix: string };
}

export const HEALTH_OPTIONS = Symbol('HEALTH_OPTIONS');

/**
 * Prometheus registry of one app: default process metrics plus queue gauges read on scrape.
 * One registry per app (not the global one) so several apps can run in one test process.
 */
export class AppMetrics implements OnModuleDestroy {
  readonly registry = new Registry();
  private readonly queues: Queue[];

  constructor(options: HealthOptions) {
    this.registry.setDefaultLabels({ app: options.app });
    collectDefaultMetrics({ register: this.registry });
    this.queues = options.queues.names.map(
      (name) => new Queue(name, { connection: options.queues.connection, prefix: options.queues.prefix }),
    );
    const queues = this.queues;
    for (const state of ['waiting', 'active', 'failed'] as const) {
      new Gauge({
        name: `bullmq_queue_${state}_jobs`,
        help: `Jobs ${state} in each BullMQ queue this service touches`,
        labelNames: ['queue'],
        registers: [this.registry],
        async collect() {
          for (const q of queues) {
            const counts = await q.getJobCounts(state);
            this.set({ queue: q.name }, counts[state] ?? 0);
          }
        },
      });
    }
  }

  async onModuleDestroy(): Promise<void> {
    // Queue objects share the app's Redis connection, which the app closes itself.
    await Promise.all(this.queues.map((q) => q.close()));
  }
}

@Controller()
export class HealthController {
  constructor(
    @Inject(HEALTH_OPTIONS) private readonly options: HealthOptions,
    private readonly metrics: AppMetrics,
  ) {}

  /** The process is up and serving HTTP. */
  @Get('healthz')
  healthz(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Ready to take traffic: every dependency answers, each within READINESS_TIMEOUT_MS; otherwise 503
   * naming the missing ones (`unavailable: ['redis']`).
   */
  @Get('readyz')
  @HttpCode(HttpStatus.OK)
  async readyz(): Promise<{ status: 'ok'; checks: Record<string, string> }> {
    const report = await checkReadiness(this.options.checks);
    if (!report.ready) {
      throw new HttpException(
        { status: 'unavailable', unavailable: report.unavailable, checks: report.checks },
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
    return { status: 'ok', checks: report.checks };
  }

  @Get('metrics')
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  metricsText(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}

/** /healthz, /readyz and /metrics for a service; options come from the app's own providers. */
@Module({})
export class HealthModule {
  static forRootAsync(options: {
    imports?: DynamicModule['imports'];
    inject: FactoryProvider<HealthOptions>['inject'];
    useFactory: FactoryProvider<HealthOptions>['useFactory'];
  }): DynamicModule {
    return {
      module: HealthModule,
      imports: options.imports ?? [],
      controllers: [HealthController],
      providers: [
        { provide: HEALTH_OPTIONS, inject: options.inject, useFactory: options.useFactory },
        { provide: AppMetrics, inject: [HEALTH_OPTIONS], useFactory: (o: HealthOptions) => new AppMetrics(o) },
      ],
      exports: [AppMetrics],
    };
  }
}
