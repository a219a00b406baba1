import { Global, Module, type DynamicModule } from '@nestjs/common';

/**
 * The time source of rules that depend on it (verification-code expiry). Tests pass their own clock
 * to AppModule.register instead of faking timers around a real database and Redis.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

@Global()
@Module({})
export class ClockModule {
  static forRoot(clock: Clock = systemClock): DynamicModule {
    return { module: ClockModule, providers: [{ provide: CLOCK, useValue: clock }], exports: [CLOCK] };
  }
}
