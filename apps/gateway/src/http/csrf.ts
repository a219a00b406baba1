/**
 * Cross-site request forgery rules of the gateway (spec 4, issue 20), for every state-changing call
 * (REST methods other than GET/HEAD/OPTIONS, GraphQL mutations over HTTP, WebSocket upgrades):
 *
 * 1. A cross-site browser request is refused, signed in or not: a forged sign-in (login CSRF) is as
 *    harmful as a forged action. A browser names the page that made the request in `Sec-Fetch-Site`
 *    (modern browsers) and `Origin` (every browser on a cross-origin POST and on WebSocket upgrades);
 *    neither can be set by the page. Origins listed in CSRF_ALLOWED_ORIGINS count as this site.
 *    Non-browser clients send neither header and are not refused by this rule.
 * 2. A request made WITH the session cookie must also carry `X-Requested-With: hivemind` or an
 *    Origin naming this same origin (spec 4). Browsers cannot add the custom header cross-site
 *    without a CORS preflight, which the gateway never grants.
 *
 * JSON calls must also say so in their Content-Type (http/routes.ts answers 415): the only bodies a
 * cross-site HTML form can send are text/plain, urlencoded and multipart.
 */
export interface CsrfInput {
  method: string;
  hasSessionCookie: boolean;
  requestedWith: string | undefined;
  origin: string | undefined;
  /** The Fetch Metadata header: same-origin, same-site, cross-site or none. */
  secFetchSite: string | undefined;
  /** Host the client addressed (Host, or X-Forwarded-Host behind a proxy). */
  host: string | undefined;
  /** Other origins (scheme://host[:port]) whose pages may call this gateway (CSRF_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
}

/** Why a request was refused; each is answered 403 with its message. */
export type CsrfRefusal = 'cross-site' | 'unproven';

export const CSRF_MESSAGES: Record<CsrfRefusal, string> = {
  'cross-site': 'Cross-site request refused',
  unproven: 'Missing X-Requested-With header or same-origin Origin',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host || origin === 'null') return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/** `scheme://host[:port]` of an origin as browsers send it (lower case, default port dropped), or null. */
export function normalizeOrigin(origin: string): string | null {
  if (origin === 'null') return null;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

type SiteInput = Pick<CsrfInput, 'origin' | 'secFetchSite' | 'host' | 'allowedOrigins'>;

/** True when a browser made this request from a page of another site (rule 1). */
export function isCrossSite(input: SiteInput): boolean {
  const origin = input.origin === undefined ? null : normalizeOrigin(input.origin);
  if (origin !== null && input.allowedOrigins.includes(origin)) return false;
  // Fetch Metadata first: behind a dev proxy that rewrites Host (Vite), Origin no longer matches the
  // host, but the browser still knows the page and the request share an origin.
  if (input.secFetchSite !== undefined) {
    const site = input.secFetchSite.toLowerCase();
    return site !== 'same-origin' && site !== 'none';
  }
  if (input.origin !== undefined) return !isSameOrigin(input.origin, input.host);
  return false;
}

/** The refusal for a request whatever its method (GraphQL decides per operation), or null. */
export function csrfRefusal(input: Omit<CsrfInput, 'method'>): CsrfRefusal | null {
  if (isCrossSite(input)) return 'cross-site';
  if (!input.hasSessionCookie) return null;
  if (input.requestedWith?.toLowerCase() === 'hivemind') return null;
  if (isSameOrigin(input.origin, input.host)) return null;
  if (input.origin !== undefined && input.allowedOrigins.includes(normalizeOrigin(input.origin) ?? '')) return null;
  return 'unproven';
}

/** The refusal of a REST request: safe methods always pass. */
export function restCsrfRefusal(input: CsrfInput): CsrfRefusal | null {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return null;
  return csrfRefusal(input);
}

/**
 * WebSocket upgrades: operations over the socket include mutations, so a cross-site upgrade is
 * refused whether or not it carries the cookie. Non-browser clients (no Origin) pass.
 */
export function wsUpgradeAllowed(input: SiteInput): boolean {
  return !isCrossSite(input);
}
