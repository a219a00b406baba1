/**
 * CSRF rule (spec 4): a state-changing request made WITH the session cookie must carry
 * `X-Requested-With: hivemind` or an Origin header naming this same origin. Browsers cannot add the
 * custom header cross-site without a CORS preflight (which the gateway never grants), and they
 * always send Origin on cross-site POSTs and WebSocket upgrades, so either proves a same-site caller.
 * Requests without the cookie cannot act as anyone and pass.
 */
export interface CsrfInput {
  method: string;
  hasSessionCookie: boolean;
  requestedWith: string | undefined;
  origin: string | undefined;
  /** Host the client addressed (Host, or X-Forwarded-Host behind a proxy). */
  host: string | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host || origin === 'null') return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/** True when the request may proceed (safe method, no cookie, or proven same-site). */
export function csrfAllowed(input: CsrfInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return true;
  return csrfProven(input);
}

/** Ignores the method: used for GraphQL, where only mutations need the proof. */
export function csrfProven(input: Omit<CsrfInput, 'method'>): boolean {
  if (!input.hasSessionCookie) return true;
  if (input.requestedWith?.toLowerCase() === 'hivemind') return true;
  return isSameOrigin(input.origin, input.host);
}

/**
 * WebSocket upgrades: browsers always send Origin, so a cookie-carrying upgrade from a foreign
 * origin is refused. Non-browser clients (no Origin) hold the cookie themselves and pass.
 */
export function wsUpgradeAllowed(input: {
  hasSessionCookie: boolean;
  origin: string | undefined;
  host: string | undefined;
}): boolean {
  if (!input.hasSessionCookie || input.origin === undefined) return true;
  return isSameOrigin(input.origin, input.host);
}
