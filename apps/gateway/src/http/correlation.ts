import { randomUUID } from 'node:crypto';

/** A client-supplied x-request-id is kept when it looks like an id; anything else is replaced. */
const ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export function correlationIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && ID_PATTERN.test(value) ? value : randomUUID();
}
