import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { TextDecoder } from 'node:util';
import ipaddr from 'ipaddr.js';
import { Agent, request, type Dispatcher } from 'undici';
import { PodcastFeedMessages, WebPageIngestMessages } from '@hivemind/contracts';

/** Issue 17: a time limit of 10 s, a size limit of 5 MB, at most 5 redirects, HTML only. */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}
export const FETCH_LIMITS: Readonly<FetchLimits> = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };

/**
 * What a fetch may bring back, by kind: a web page (HTML), a podcast feed (RSS or other XML), a
 * transcript (WebVTT, SRT or plain text). Anything else is refused with the kind's message.
 */
export type FetchKind = 'page' | 'feed' | 'transcript';
const ACCEPTED: Record<FetchKind, { types: string[]; accept: string; refusal: string }> = {
  page: {
    types: ['text/html', 'application/xhtml+xml'],
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    refusal: WebPageIngestMessages.notHtml,
  },
  feed: {
    types: ['application/rss+xml', 'application/xml', 'text/xml', 'application/x-rss+xml', 'application/atom+xml'],
    accept: 'application/rss+xml,application/xml;q=0.9,text/xml;q=0.9,*/*;q=0.1',
    refusal: PodcastFeedMessages.notFeed,
  },
  transcript: {
    types: ['text/vtt', 'application/x-subrip', 'application/srt', 'text/srt', 'text/x-srt', 'text/plain'],
    accept: 'text/vtt,application/x-subrip;q=0.9,text/plain;q=0.8,*/*;q=0.1',
    refusal: PodcastFeedMessages.notTranscript,
  },
};

/**
 * Why a page was not fetched. `permanent`: asking again gives the same answer (the job is not
 * retried); the message is the process's error as the member reads it.
 */
export class FetchRefusal extends Error {
  constructor(
    message: string,
    readonly permanent = true,
  ) {
    super(message);
    this.name = 'FetchRefusal';
  }
}

export interface FetchedPage {
  /** The address the body came from, after redirects. */
  url: string;
  /** The body as text (HTML for a page; the feed's XML or the transcript for the other kinds). */
  html: string;
  /** The media type the server announced (lower case, without parameters). */
  contentType: string;
}

export interface SafeFetchOptions {
  /**
   * Host names (or addresses) that may be loopback or private (INGEST_ALLOWED_HOSTS: a local test or
   * demo server); every other host must resolve to public unicast addresses only.
   */
  allowedHosts?: readonly string[];
  limits?: Partial<FetchLimits>;
  /** What may come back (default 'page': HTML only). */
  kind?: FetchKind;
}

/**
 * True for an address a fetch may connect to: public unicast only. Private, loopback, link-local,
 * multicast, unspecified, broadcast, carrier-grade NAT, unique-local and reserved ranges are refused
 * (ipaddr.js's range names); an IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

const bareHost = (hostname: string): string => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * Fetches an HTML page the safe way (issue 17): undici with its own connector whose DNS lookup
 * refuses any address that is not public unicast (checked on the address actually connected to, so
 * a host cannot resolve to a public address for a check and a private one for the connection), the
 * same check on address literals, every redirect followed by hand (at most 5) and checked again,
 * 10 s for the whole fetch, at most 5 MB read, HTML content types only. Loopback and private hosts
 * are allowed only when listed in `allowedHosts`.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const limits = { ...FETCH_LIMITS, ...options.limits };
  const accepted = ACCEPTED[options.kind ?? 'page'];
  const allowed = new Set((options.allowedHosts ?? []).map(bareHost));
  const refusal: { reason?: FetchRefusal } = {};
  const guardedLookup: LookupFunction = (hostname, opts, callback) => {
    dnsLookup(hostname, { ...opts, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) {
        refusal.reason = new FetchRefusal(WebPageIngestMessages.unresolvable);
        return callback(err, '', 4);
      }
      const list = addresses;
      if (!allowed.has(bareHost(hostname)) && list.some((a) => !isPublicAddress(a.address))) {
        refusal.reason = new FetchRefusal(WebPageIngestMessages.blockedAddress);
        return callback(refusal.reason, '', 4);
      }
      if (opts.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      return callback(null, first.address, first.family);
    });
  };
  const agent = new Agent({ connect: { lookup: guardedLookup }, connections: 1, pipelining: 0 });
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    let url = parseHttpUrl(rawUrl);
    for (let redirects = 0; ; redirects += 1) {
      checkLiteralHost(url, allowed);
      const response = await send(agent, url, signal, refusal, accepted.accept);
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        await response.body.dump().catch(() => undefined);
        if (redirects >= limits.maxRedirects) throw new FetchRefusal(WebPageIngestMessages.tooManyRedirects);
        url = parseHttpUrl(new URL(String(Array.isArray(location) ? location[0] : location), url).toString());
        continue;
      }
      if (response.statusCode >= 400 || response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump().catch(() => undefined);
        // A server error may pass; a 4xx will not.
        throw new FetchRefusal(WebPageIngestMessages.httpStatus(response.statusCode), response.statusCode < 500);
      }
      const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
      const mediaType = contentType.split(';')[0]!.trim();
      if (!accepted.types.includes(mediaType)) {
        await response.body.dump().catch(() => undefined);
        throw new FetchRefusal(accepted.refusal);
      }
      const html = await readLimited(response, contentType, limits.maxBytes, signal);
      return { url: url.toString(), html, contentType: mediaType };
    }
  } catch (error) {
    if (error instanceof FetchRefusal) throw error;
    if (refusal.reason) throw refusal.reason;
    if (signal.aborted) throw new FetchRefusal(WebPageIngestMessages.timeout);
    throw new FetchRefusal(WebPageIngestMessages.unreachable, false);
  } finally {
    await agent.close().catch(() => undefined);
  }
}

function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FetchRefusal(WebPageIngestMessages.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefusal(WebPageIngestMessages.urlInvalid);
  return url;
}

/** An address written in the url itself never goes through DNS: it is checked here. */
function checkLiteralHost(url: URL, allowed: Set<string>): void {
  const host = bareHost(url.hostname);
  if (isIP(host) && !allowed.has(host) && !isPublicAddress(host)) {
    throw new FetchRefusal(WebPageIngestMessages.blockedAddress);
  }
}

async function send(
  agent: Agent,
  url: URL,
  signal: AbortSignal,
  refusal: { reason?: FetchRefusal },
  accept: string,
): Promise<Dispatcher.ResponseData> {
  try {
    return await request(url, {
      dispatcher: agent,
      method: 'GET',
      signal,
      headers: {
        accept,
        'user-agent': 'HivemindBot/1.0 (+web page ingestion)',
      },
    });
  } catch (error) {
    if (refusal.reason) throw refusal.reason;
    throw error;
  }
}

/** The body as text, refused past `maxBytes` (announced or read), decoded with the page's charset. */
async function readLimited(
  response: Dispatcher.ResponseData,
  contentType: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string> {
  const announced = Number(response.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxBytes) {
    response.body.destroy();
    throw new FetchRefusal(WebPageIngestMessages.tooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      response.body.destroy();
      throw new FetchRefusal(WebPageIngestMessages.tooLarge);
    }
    chunks.push(buffer);
    if (signal.aborted) throw new FetchRefusal(WebPageIngestMessages.timeout);
  }
  const charset = /charset=([^;]+)/.exec(contentType)?.[1]?.trim().replace(/"/g, '') ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(Buffer.concat(chunks));
}
