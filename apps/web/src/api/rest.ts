// The REST facade from the browser: same-origin JSON with the session cookie and the CSRF header.
// Errors come back as `{ error }`; the caller gets the server's text, or the fallback it names
// (spec part 1 §8: the server's text when present, otherwise the fallback).
import { CSRF_HEADER } from './client.js';

export type RestResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly error: string };

export async function rest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  fallbackError: string,
): Promise<RestResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { ...CSRF_HEADER, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: fallbackError };
  }
  const text = await response.text();
  const json: unknown = text.length > 0 ? safeParse(text) : undefined;
  if (!response.ok) return { ok: false, status: response.status, error: errorText(json) ?? fallbackError };
  return { ok: true, status: response.status, data: json as T };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorText(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || !('error' in json)) return undefined;
  const { error } = json as { error: unknown };
  return typeof error === 'string' && error.length > 0 ? error : undefined;
}
