import type { IncomingMessage } from 'node:http';
import { GATEWAY_MAX_BODY_BYTES } from '@hivemind/contracts';
import type { RestContext } from './context.js';
import { badRequest, RestError } from './errors.js';
import { requireUuid } from './params.js';

/** Reading a JSON request body and its fields; a field of the wrong type is a 400 naming it. */

/** What a request larger than GATEWAY_MAX_BODY_BYTES is told (REST and GraphQL alike). */
export const BODY_TOO_LARGE_MESSAGE = `Request body too large: at most ${GATEWAY_MAX_BODY_BYTES / 1024 / 1024} MB`;

export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Listeners, not `for await`: leaving an async iterator early destroys the request and with it the
  // socket, before the 413 is written. Paused instead; the answer then closes the connection.
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= GATEWAY_MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      reject(new RestError(413, BODY_TOO_LARGE_MESSAGE));
    };
    req.on('data', onData);
    req.once('end', () => resolve());
    req.once('error', reject);
  });
  if (size === 0) return null;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw badRequest('Malformed JSON body');
  }
}

export type BodyFields = Record<string, unknown>;

/** The body as an object of fields, or an empty one (missing fields are then reported by name). */
export async function bodyFields(ctx: RestContext): Promise<BodyFields> {
  const body = await ctx.body();
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as BodyFields) : {};
}

/** A string field; `message` (the spec's text for a missing value) when absent or not a string. */
export function stringField(fields: BodyFields, name: string, message: string): string {
  const value = fields[name];
  if (typeof value !== 'string') throw badRequest(message);
  return value;
}

/** An optional string field: absent or null is null, anything but a string a 400. */
export function optionalString(fields: BodyFields, name: string): string | null {
  const value = fields[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
  return value;
}

/** An optional string field: absent or null is '' (the service then names what is missing). */
export function textField(fields: BodyFields, name: string): string {
  return optionalString(fields, name) ?? '';
}

export function optionalBoolean(fields: BodyFields, name: string): boolean | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${name} must be true or false`);
  return value;
}

/** An id field: a UUID, or 400 naming it. */
export function uuidField(fields: BodyFields, name: string): string {
  const value = fields[name];
  return requireUuid(typeof value === 'string' ? value : undefined, name);
}
