import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An in-process OpenAI-compatible HTTP server for tests (node:http, 127.0.0.1, random port), so
 * the openai provider runs through the real `openai` SDK: real HTTP, real JSON, real errors and
 * timeouts. Serves POST /v1/chat/completions (plain, or streamed as server-sent events when the
 * request asks `stream: true`) and POST /v1/embeddings.
 *
 *   const fake = await startFakeOpenAi();
 *   fake.enqueueChat({ json: { category: 'health', thoughtType: 'plan', topic: 'dentist' } });
 *   fake.enqueueChat({ status: 429 }, { delayMs: 5_000 });
 *   new OpenAI({ baseURL: fake.baseURL, apiKey: 'test' });
 *   ...
 *   await fake.close();
 *
 * Each route answers from its queue of scripted replies, first in first out; with the queue empty,
 * chat answers 500 (nothing scripted: a test forgot a reply) and embeddings answer deterministic
 * vectors derived from each input's hash, of `dimensions` from the request (1536 when absent,
 * like text-embedding-3-small).
 */
export type FakeReply =
  /** Chat: an assistant message whose content is this value as JSON. */
  | { json: unknown }
  /** Chat: an assistant message with this raw content (e.g. text that is not JSON). */
  | { content: string | null; refusal?: string }
  /** An OpenAI-style error response with this HTTP status. */
  | { status: number; message?: string; code?: string }
  /** Wait before answering (longer than the client's timeout to test timeouts), then `then`. */
  | { delayMs: number; then?: FakeReply }
  /** Embeddings: these exact vectors, one per input. */
  | { vectors: number[][] }
  /** Embeddings: deterministic vectors of this size, whatever the request asked. */
  | { dimensions: number }
  /**
   * Chat with `stream: true`: these content deltas as chat.completion.chunk events, `chunkDelayMs`
   * apart; with `dropAfter` the connection is cut after that many chunks (a stream broken midway).
   */
  | { stream: string[]; chunkDelayMs?: number; dropAfter?: number };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export type FakeRoute = 'chat' | 'embeddings';

export interface FakeOpenAiServer {
  /** Base URL for the SDK, ending in /v1. */
  readonly baseURL: string;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  enqueueChat(...replies: FakeReply[]): void;
  enqueueEmbeddings(...replies: FakeReply[]): void;
  /** Requests received on one route. */
  requestsTo(route: FakeRoute): RecordedRequest[];
  /** Forgets queued replies and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const PATHS: Record<string, FakeRoute> = { '/v1/chat/completions': 'chat', '/v1/embeddings': 'embeddings' };
const DEFAULT_EMBEDDING_DIMENSIONS = 1536;

export async function startFakeOpenAi(): Promise<FakeOpenAiServer> {
  const queues: Record<FakeRoute, FakeReply[]> = { chat: [], embeddings: [] };
  const requests: RecordedRequest[] = [];
  const routeOf = new WeakMap<RecordedRequest, FakeRoute>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, error instanceof Error ? error.message : String(error));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // Recorded as text; the route below still answers.
    }
    const record: RecordedRequest = { method: req.method ?? '', path, headers: req.headers, body };
    requests.push(record);
    const route = PATHS[path];
    if (!route || req.method !== 'POST') return sendError(res, 404, `fake-openai: no route ${req.method} ${path}`);
    routeOf.set(record, route);
    const reply = queues[route].shift();
    await answer(res, route, body, reply);
  }

  async function answer(
    res: ServerResponse,
    route: FakeRoute,
    body: unknown,
    reply: FakeReply | undefined,
  ): Promise<void> {
    if (reply && 'delayMs' in reply) {
      // A client that times out closes the socket; the pending answer is then dropped.
      const closed = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve(false);
        }, reply.delayMs);
        timers.add(timer);
        res.once('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
          resolve(true);
        });
      });
      if (closed || res.destroyed) return;
      return answer(res, route, body, reply.then);
    }
    if (reply && 'status' in reply)
      return sendError(res, reply.status, reply.message ?? `fake-openai: scripted ${reply.status}`, reply.code);
    if (route === 'chat') {
      if (!reply) return sendError(res, 500, 'fake-openai: no chat reply scripted for this request');
      const streamed = (body as { stream?: unknown } | undefined)?.stream === true;
      if ('stream' in reply) return sendChunks(res, body, reply.stream, reply.chunkDelayMs ?? 0, reply.dropAfter);
      // A plain scripted answer to a streaming request streams word by word.
      if (streamed && 'content' in reply) return sendChunks(res, body, (reply.content ?? '').match(/\S+\s*/g) ?? [], 0);
      if ('json' in reply) return sendJson(res, 200, chatCompletion(body, JSON.stringify(reply.json)));
      if ('content' in reply) return sendJson(res, 200, chatCompletion(body, reply.content, reply.refusal));
      return sendError(res, 500, 'fake-openai: embeddings reply scripted on the chat route');
    }
    const request = (body ?? {}) as {
      input?: unknown;
      dimensions?: unknown;
      encoding_format?: unknown;
      model?: unknown;
    };
    const inputs = Array.isArray(request.input) ? request.input.map(String) : [String(request.input ?? '')];
    let vectors: number[][];
    if (reply && 'vectors' in reply) vectors = reply.vectors;
    else {
      const size =
        reply && 'dimensions' in reply
          ? reply.dimensions
          : typeof request.dimensions === 'number'
            ? request.dimensions
            : DEFAULT_EMBEDDING_DIMENSIONS;
      vectors = inputs.map((input) => deterministicVector(input, size));
    }
    const base64 = request.encoding_format === 'base64';
    sendJson(res, 200, {
      object: 'list',
      model: typeof request.model === 'string' ? request.model : 'fake-embedding',
      data: vectors.map((v, index) => ({
        object: 'embedding',
        index,
        embedding: base64 ? Buffer.from(Float32Array.from(v).buffer).toString('base64') : v,
      })),
      usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueueChat: (...replies) => void queues.chat.push(...replies),
    enqueueEmbeddings: (...replies) => void queues.embeddings.push(...replies),
    requestsTo: (route) => requests.filter((r) => routeOf.get(r) === route),
    reset() {
      queues.chat.length = 0;
      queues.embeddings.length = 0;
      requests.length = 0;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

/** Unit vector from the SHA-256 stream of the text: same text, same vector, in every run. */
export function deterministicVector(text: string, dimensions: number): number[] {
  const out: number[] = [];
  for (let block = 0; out.length < dimensions; block += 1) {
    const digest = createHash('sha256').update(`${block}:${text}`).digest();
    for (let i = 0; i + 1 < digest.length && out.length < dimensions; i += 2) out.push(digest.readInt16LE(i) / 32768);
  }
  const norm = Math.hypot(...out) || 1;
  return out.map((v) => v / norm);
}

function chatCompletion(request: unknown, content: string | null, refusal?: string) {
  const model = (request as { model?: unknown } | undefined)?.model;
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: typeof model === 'string' ? model : 'fake-chat',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: refusal ?? null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** Server-sent events as the OpenAI API streams a chat completion, ending with `data: [DONE]`. */
async function sendChunks(
  res: ServerResponse,
  request: unknown,
  deltas: string[],
  delayMs: number,
  dropAfter?: number,
): Promise<void> {
  const model = (request as { model?: unknown } | undefined)?.model;
  const base = {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: typeof model === 'string' ? model : 'fake-chat',
  };
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const send = (choice: unknown) => res.write(`data: ${JSON.stringify({ ...base, choices: [choice] })}\n\n`);
  send({ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null, logprobs: null });
  for (const [i, delta] of deltas.entries()) {
    if (dropAfter !== undefined && i >= dropAfter) {
      res.destroy();
      return;
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    send({ index: 0, delta: { content: delta }, finish_reason: null, logprobs: null });
  }
  send({ index: 0, delta: {}, finish_reason: 'stop', logprobs: null });
  res.end('data: [DONE]\n\n');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, message: string, code?: string): void {
  const type = status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';
  sendJson(res, status, { error: { message, type, param: null, code: code ?? null } });
}
