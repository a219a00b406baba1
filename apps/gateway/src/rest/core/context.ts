import type { IncomingMessage } from 'node:http';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { Session } from '@hivemind/common';
import type { SubgraphName } from '../../graphql/supergraph.js';

/**
 * What a REST route sees of its request (built per request by http/routes.ts) and what it answers.
 */

/**
 * A GraphQL operation's text typed by its result and variables: the `<Operation>Document` typed
 * strings that GraphQL Code Generator writes into src/generated/graphql.ts from rest/graphql/*.graphql.
 */
export type Operation<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

export interface RestContext {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  session: Session | null;
  correlationId: string;
  /** The client's address (socket, or first X-Forwarded-For hop with TRUST_PROXY). */
  clientIp: string | undefined;
  /** Parsed JSON body (null when empty); 400 on malformed JSON. */
  body(): Promise<unknown>;
  /**
   * Runs ONE operation against the gateway's own schema, in-process, with this request's user.
   * `internal: true` (auth and logo routes only) lets it reach subgraph fields marked internal-only;
   * `subgraph` sends a read that subgraph answers whole to it directly (graphql/direct-reads.ts).
   */
  graphql<TResult, TVariables>(
    operation: Operation<TResult, TVariables>,
    variables: TVariables,
    options?: OperationOptions,
  ): Promise<TResult>;
  sessions: RestSessions;
}

export interface OperationOptions {
  internal?: boolean;
  subgraph?: SubgraphName;
}

/** Session changes the auth routes make; each returns the Set-Cookie value to send where relevant. */
export interface RestSessions {
  /** Creates a session for the user (replacing the one this request carried): the `sid` cookie. */
  start(userId: string): Promise<string>;
  /** Revokes this request's session on the server: the cookie that clears `sid`. */
  end(): Promise<string>;
  /** Revokes every other session of the user (password change); answers how many. */
  revokeOthers(userId: string): Promise<number>;
}

export interface RestResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
}

export type RestHandler = (ctx: RestContext) => Promise<RestResult>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
