import { Module, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { CONTEXT_SECRET, UserContextMiddleware } from './user-context.js';

/** Applies the signed-context check (and correlation id) to every route of the app. */
@Module({})
export class UserContextModule implements NestModule {
  static forRoot(secret: string): DynamicModule {
    return {
      module: UserContextModule,
      providers: [{ provide: CONTEXT_SECRET, useValue: secret }, UserContextMiddleware],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(UserContextMiddleware).forRoutes('*');
  }
}
