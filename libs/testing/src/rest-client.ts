import { randomInt } from 'node:crypto';

/**
 * A client address of its own for one simulated visitor. The end-to-end stack runs the gateway with
 * TRUST_PROXY=true, as behind the ingress, so each visitor is counted apart by the per-address rate
 * limits (20 registrations an hour from one address) instead of the whole suite sharing 127.0.0.1.
 */
export function testClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/**
 * A browser-like client of the gateway's REST facade for end-to-end tests: it keeps the `sid` cookie
 * the gateway sets (and drops it when cleared), sends the CSRF header on every call, and comes from
 * its own client address (X-Forwarded-For).
 */
export class RestClient {
  cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly address: string = testClientAddress(),
  ) {}

  async call<B = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: B; headers: Headers }> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        'x-requested-with': 'hivemind',
        'x-forwarded-for': this.address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const sid = /^sid=([^;]*)/.exec(c)?.[1];
      if (sid !== undefined) this.cookie = sid ? `sid=${sid}` : undefined;
    }
    const text = await res.text();
    const answer = { status: res.status, body: (text ? JSON.parse(text) : {}) as B };
    // Not enumerable, so tests can still compare `{ status, body }` with toEqual.
    return Object.defineProperty(answer, 'headers', { value: res.headers, enumerable: false }) as typeof answer & {
      headers: Headers;
    };
  }
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The development outbox for one address, newest first (GET /api/dev/outbox). */
export async function devOutbox(baseUrl: string, email: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  if (res.status !== 200) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** The 6-digit code of the newest verification mail sent to `email`. */
export async function mailedCode(baseUrl: string, email: string): Promise<string> {
  const mail = (await devOutbox(baseUrl, email)).find((m) => /verification/i.test(m.subject));
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  return code;
}

/** Registers through the REST facade and verifies the address with the mailed code. */
export async function signUpVerified(
  baseUrl: string,
  email: string,
  password = 'e2e test password',
): Promise<{ client: RestClient; id: string }> {
  const client = new RestClient(baseUrl);
  const res = await client.call<{ user: { id: string } }>('POST', '/api/auth/register', { email, password });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
  const verified = await client.call('POST', '/api/user/emails/verify', {
    email,
    code: await mailedCode(baseUrl, email),
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return { client, id: res.body.user.id };
}
