import type { Session } from '@hivemind/common';
import type { SubgraphName } from '../../graphql/supergraph.js';
import type { HttpMethod, Operation, RestContext, RestHandler, RestResult } from './context.js';
import { unauthorized } from './errors.js';

/**
 * A REST route as data: method, path, the one GraphQL operation it runs, how the request becomes
 * the operation's variables and how the operation's data becomes the documented JSON. Routes that
 * are more than one operation → JSON (sessions, uploads) declare a handler instead.
 */
interface RouteOptions<S extends boolean> {
  /** Refused with 401 'Not signed in' before anything else is read (body, content type, params). */
  session?: S;
  /** The route takes a file upload: its body is multipart/form-data instead of JSON. */
  upload?: boolean;
  /**
   * A GET whose answer to a guest is the same for every guest (no session, no per-viewer field):
   * guests' answers are shared through the gateway's GuestCache. It must answer no headers.
   */
  guestCacheable?: boolean;
}

/** The context of a route declared with `session: true`. */
export type SignedInContext = RestContext & { session: Session };
type ContextOf<S extends boolean> = S extends true ? SignedInContext : RestContext;

export interface OperationRouteSpec<TResult, TVariables, S extends boolean = false> extends RouteOptions<S> {
  operation: Operation<TResult, TVariables>;
  /** The variables from the path, query and body, or a RestError (400, 404) for bad input. */
  variables?: (ctx: ContextOf<S>) => NoInfer<TVariables> | Promise<NoInfer<TVariables>>;
  /** Lets the operation reach subgraph fields marked internal-only. */
  internal?: boolean;
  /**
   * A read this one subgraph answers whole: sent to it directly instead of through the gateway's
   * GraphQL execution, once the gateway has checked that against the supergraph (graphql/direct-reads.ts).
   */
  subgraph?: SubgraphName;
  /** The status of a success (200 unless told). */
  status?: number;
  /** The JSON answer: a body, or `reply(status, body)` when this answer has a status of its own. */
  answer: (data: NoInfer<TResult>, ctx: ContextOf<S>, variables: NoInfer<TVariables>) => unknown;
}

export interface HandlerRouteSpec<S extends boolean = false> extends RouteOptions<S> {
  handler: (ctx: ContextOf<S>) => Promise<RestResult>;
}

export interface RestRoute {
  method: HttpMethod;
  /** `/api/...` with `:name` segments; also the route's label in the metrics. */
  pattern: string;
  guestCacheable: boolean;
  /** Guests are answered 401 before the request is looked at any further. */
  session: boolean;
  /** The body type the route reads: JSON, or multipart/form-data for an upload. */
  body: 'json' | 'multipart';
  handler: RestHandler;
}

/** An answer whose status is not the route's usual one (a refusal that carries more than `error`). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const reply = (status: number, body: unknown): Reply => new Reply(status, body);

export function requireSession(ctx: RestContext): void {
  if (!ctx.session) throw unauthorized();
}

export function route<TResult, TVariables, S extends boolean = false>(
  method: HttpMethod,
  path: string,
  spec: OperationRouteSpec<TResult, TVariables, S>,
): RestRoute;
export function route<S extends boolean = false>(
  method: HttpMethod,
  path: string,
  spec: HandlerRouteSpec<S>,
): RestRoute;
export function route(
  method: HttpMethod,
  path: string,
  spec: OperationRouteSpec<unknown, unknown, boolean> | HandlerRouteSpec<boolean>,
): RestRoute {
  // Declared with `session: true`, the route's functions only ever see a SignedInContext.
  const run = ('handler' in spec ? spec.handler : operationHandler(spec)) as RestHandler;
  const handler: RestHandler = spec.session
    ? (ctx) => {
        requireSession(ctx);
        return run(ctx);
      }
    : run;
  return {
    method,
    pattern: path,
    guestCacheable: spec.guestCacheable === true,
    session: spec.session === true,
    body: spec.upload === true ? 'multipart' : 'json',
    handler,
  };
}

function operationHandler(
  spec: OperationRouteSpec<unknown, unknown, boolean>,
): (ctx: SignedInContext) => Promise<RestResult> {
  const options = {
    ...(spec.internal === true ? { internal: true } : {}),
    ...(spec.subgraph ? { subgraph: spec.subgraph } : {}),
  };
  return async (ctx) => {
    const variables = spec.variables ? await spec.variables(ctx) : undefined;
    const data = await ctx.graphql(spec.operation, variables, options);
    const answer = spec.answer(data, ctx, variables);
    return answer instanceof Reply
      ? { status: answer.status, body: answer.body }
      : { status: spec.status, body: answer };
  };
}
