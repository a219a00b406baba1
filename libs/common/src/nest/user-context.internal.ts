import { applyDecorators, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { DomainException, ErrorKind } from './errors.js';
import type { GqlContext } from './user-context.js';

/**
 * Internal-only GraphQL fields (register, credential checks, password change): served only when the
 * signed context says `internal`, which the gateway sets for the operations its REST facade runs
 * in-process for the auth routes and never for the public /graphql endpoint. The routes own the
 * session cookie around those calls, so nobody can reach them without going through it.
 */
export const INTERNAL_ONLY_MESSAGE = 'This operation is only available through the gateway';

export function requireInternal(ctx: GqlContext): void {
  if (ctx.user.internal !== true) {
    throw new DomainException(ErrorKind.Forbidden, 'INTERNAL_ONLY', INTERNAL_ONLY_MESSAGE);
  }
}

@Injectable()
export class InternalOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    requireInternal(GqlExecutionContext.create(context).getContext<GqlContext>());
    return true;
  }
}

/** Marks a resolver method (or a whole resolver) as internal-only. */
export const InternalOnly = (): ReturnType<typeof applyDecorators> => applyDecorators(UseGuards(InternalOnlyGuard));
