#!/usr/bin/env node
// Agent chat benchmark (issue 19). Starts the real stack (thoughts-svc, hives-svc, feeds-svc, ONE
// agent worker with the local AI provider, the gateway) on its own ports, databases and BullMQ
// prefix, then measures:
//   - reply token latency: from the moment a token is published (AgentReplyStream, the very class
//     the agent worker streams with: one Lua call that checks the attempt's claim, keeps the text so
//     far under the replay key and publishes; from a worker thread, publisher.mjs) to its arrival at a graphql-ws client subscribed to
//     agentReply through the gateway; `--replies` replies stream at once, each token `--token-ms`
//     apart (paced, as a model streams); target p95 ≤ 10 ms;
//   - one real reply through the stack (POST a message, the agent worker streams, the parent stores):
//     tokens received by the subscriber and the time to the stored reply;
//   - GET /api/agent/related-messages on a member with `--messages` messages (in threads of 20,
//     beside `--others` messages of other members): p50 / p95 through the REST facade, and recall@10
//     against the exact answer (every candidate compared, no index) for the same centre vector.
// Writes its section of bench/RESULTS.md ("Agent chat", between the chat markers).
// Usage: node bench/chat/run.mjs [--replies 50] [--tokens 100] [--token-ms 25] [--messages 10000]
//        [--others 20000] [--queries 50] [--seconds 10] [--connections 8] [--port-base 5700]
//        [--no-build] [--no-write]
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { Redis } from 'ioredis';
import { log, root } from '../../scripts/lib/run.mjs';
import { stackApps } from '../../scripts/lib/stack.mjs';
import {
  benchDatabaseUrls,
  benchOptions,
  buildApps,
  closedLoop,
  cpuShare,
  cpuTimes,
  deleteKeys,
  dropBenchDatabases,
  machine,
  newMember,
  nowUtc,
  setupBenchDatabases,
  signIn,
  startBenchStack,
  summarize,
  writeSection,
  wsClient,
} from '../lib.mjs';

const opts = benchOptions({
  replies: { type: 'string', default: '50' },
  tokens: { type: 'string', default: '100' },
  'token-ms': { type: 'string', default: '25' },
  messages: { type: 'string', default: '10000' },
  others: { type: 'string', default: '20000' },
  queries: { type: 'string', default: '50' },
  seconds: { type: 'string', default: '10' },
  connections: { type: 'string', default: '8' },
  'port-base': { type: 'string', default: '5700' },
});
const REPLIES = Number(opts.replies);
const TOKENS = Number(opts.tokens);
const TOKEN_MS = Number(opts['token-ms']);
const MESSAGES = Number(opts.messages);
const OTHERS = Number(opts.others);
const QUERIES = Number(opts.queries);
const SECONDS = Number(opts.seconds);
const CONNECTIONS = Number(opts.connections);
const PORT_BASE = Number(opts['port-base']);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const THREAD_SIZE = 20;
const K = 10;

const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const prefix = `bench_chat_${runId}`;

await buildApps(opts);
const { LocalAiProvider } = await import(path.join(root, 'libs/ai/dist/index.js'));
const { RELATED_MESSAGES_CENTER_SIZE, RELATED_MESSAGES_MIN_SIMILARITY } = await import(
  path.join(root, 'libs/contracts/dist/index.js')
);

/** A new member in hives-svc's database, signed in through a real session. */
async function aMember() {
  const client = new pg.Client({ connectionString: databases.hives });
  await client.connect();
  const userId = await newMember(client);
  await client.end();
  return signIn(redis, userId);
}

async function rest(gateway, member, method, url, body) {
  const res = await fetch(`${gateway}${url}`, {
    method,
    headers: {
      cookie: member.cookie,
      'x-requested-with': 'hivemind',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const newThread = async (gateway, member) =>
  (await rest(gateway, member, 'POST', '/api/agent/threads', { title: 'bench' })).thread.id;

const SUBSCRIPTION = `subscription($id: ID!) { agentReply(threadId: $id) { replyId status index token at } }`;

/** Subscribes to each thread; resolves once the gateway holds every subscription. */
async function subscribeAll(ws, threadIds, onEvent) {
  const disposers = threadIds.map((id) =>
    ws.subscribe(
      { query: SUBSCRIPTION, variables: { id } },
      {
        next: (msg) => msg.data?.agentReply && onEvent(id, msg.data.agentReply),
        error: (err) => console.error('subscription error', err),
        complete: () => undefined,
      },
    ),
  );
  // Each subscription first reads the thread from thoughts-svc, then subscribes its Redis channel.
  await new Promise((resolve) => setTimeout(resolve, 1000 + threadIds.length * 10));
  return () => disposers.forEach((d) => d());
}

/** One reply through the whole stack: message posted, streamed by the agent worker, stored. */
async function oneRealReply(member, gateway) {
  const threadId = await newThread(gateway, member);
  const ws = wsClient(gateway, member.cookie);
  let tokens = 0;
  let done;
  const completed = new Promise((resolve) => (done = resolve));
  const stop = await subscribeAll(ws, [threadId], (_id, e) => {
    if (e.status === 'token') tokens += 1;
    if (e.status === 'completed' || e.status === 'failed') done(e.status);
  });
  const started = performance.now();
  await rest(gateway, member, 'POST', `/api/agent/threads/${threadId}/messages`, {
    content: 'What should I focus on this week?',
  });
  const status = await Promise.race([
    completed,
    new Promise((_, reject) => setTimeout(() => reject(new Error('the real reply never completed')), 60_000)),
  ]);
  const ms = performance.now() - started;
  stop();
  await ws.dispose();
  if (status !== 'completed') throw new Error(`the real reply ${status}`);
  return { tokens, ms };
}

/**
 * `count` replies streaming at once, each `tokens` tokens one every TOKEN_MS (starts staggered over
 * one interval), published as the agent worker publishes them from a worker thread (publisher.mjs);
 * latency of every token event at the graphql-ws client.
 */
async function streamReplies(member, gateway, count, tokens) {
  const threadIds = [];
  for (let i = 0; i < count; i += 1) threadIds.push(await newThread(gateway, member));
  const ws = wsClient(gateway, member.cookie);
  const latencies = [];
  let received = 0;
  const stop = await subscribeAll(ws, threadIds, (_id, e) => {
    if (e.status !== 'token') return;
    received += 1;
    latencies.push(Date.now() - Date.parse(e.at));
  });
  // Baseline in the same run: the same messages read straight from Redis pub/sub, no gateway.
  const direct = [];
  const listener = new Redis(REDIS_URL);
  listener.on('pmessage', (_p, _channel, message) => {
    const e = JSON.parse(message);
    if (e.status === 'token') direct.push(Date.now() - Date.parse(e.at));
  });
  await listener.psubscribe(`user:${member.userId}:agent-reply:*`);
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const cpuBefore = cpuTimes(stack);
  const started = performance.now();
  const publishing = new Worker(new URL('./publisher.mjs', import.meta.url), {
    workerData: { root, redisUrl: REDIS_URL, userId: member.userId, threadIds, tokens, tokenMs: TOKEN_MS },
  });
  await new Promise((resolve, reject) => {
    publishing.once('message', resolve);
    publishing.once('error', reject);
  });
  await publishing.terminate();
  await sleep(500);
  const cpu = cpuShare(cpuBefore, cpuTimes(stack), (performance.now() - started) / 1000);
  stop();
  await ws.dispose();
  await listener.quit();
  if (received < count * tokens) throw new Error(`only ${received} of ${count * tokens} tokens arrived`);
  return { ...summarize(latencies), received, direct: summarize(direct), cpu };
}

/** Sample texts to give the messages' vectors a realistic, clustered shape. */
function sampleTexts() {
  const file = path.join(root, 'bench/ai-quality/labelled-thoughts.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).thoughts.map((t) => t.text);
  return ['I should walk my dog every morning before work', 'Quarterly tax filing is due on Friday'];
}

/** Seeded pseudo-random numbers (mulberry32): the same data every run. */
function rng(seed) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const normalize = (v) => {
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
};

/**
 * Messages of one member (and of others) with vectors: each thread is about one sample text (its
 * local embedding), each message that vector plus noise, so threads cluster as conversations do.
 */
async function seedMessages(db, userId, count, bases, random) {
  const threads = [];
  const rows = [];
  const start = Date.now() - count * 60_000;
  for (let i = 0; i < count; i += 1) {
    if (i % THREAD_SIZE === 0) threads.push({ id: randomUUID(), base: bases[Math.floor(random() * bases.length)] });
    const thread = threads.at(-1);
    const vector = normalize(thread.base.map((x) => x + (random() - 0.5) * 0.12));
    rows.push({
      id: randomUUID(),
      threadId: thread.id,
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `message ${i} of a bench conversation`,
      vector: `[${vector.map((x) => x.toFixed(6)).join(',')}]`,
      at: new Date(start + i * 60_000).toISOString(),
    });
  }
  await db.query(
    `INSERT INTO chat_thread (id, user_id, title, created_at, updated_at)
     SELECT unnest($1::uuid[]), $2::uuid, 'bench thread', now(), now()`,
    [threads.map((t) => t.id), userId],
  );
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000);
    await db.query(
      `INSERT INTO chat_message (id, thread_id, user_id, role, content, status, embedding, embedding_model, created_at)
       SELECT m.id, m.thread_id, $1::uuid, m.role, m.content, 'complete', m.embedding::vector, 'bench', m.at
       FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
         AS m(id, thread_id, role, content, embedding, at)`,
      [
        userId,
        batch.map((r) => r.id),
        batch.map((r) => r.threadId),
        batch.map((r) => r.role),
        batch.map((r) => r.content),
        batch.map((r) => r.vector),
        batch.map((r) => r.at),
      ],
    );
  }
  return { threads: threads.map((t) => t.id), rows };
}

const parseVector = (text) => JSON.parse(text);
const cosineDistance = (a, b) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return 1 - dot / (Math.sqrt(na) * Math.sqrt(nb));
};

/** Seeds the member, then times the REST call and compares its answers with the exact ones. */
async function relatedMessages(gateway) {
  const member = await aMember();
  const ai = new LocalAiProvider();
  await ai.warmUp();
  const bases = (await ai.embed(sampleTexts())).map((r) => r.embedding);
  const db = new pg.Client({ connectionString: databases.thoughts });
  await db.connect();
  const random = rng(19);
  const seeded = Date.now();
  const mine = await seedMessages(db, member.userId, MESSAGES, bases, random);
  const othersPerMember = 2000;
  for (let n = 0; n < OTHERS; n += othersPerMember) {
    await seedMessages(db, randomUUID(), Math.min(othersPerMember, OTHERS - n), bases, random);
  }
  await db.query('ANALYZE chat_message');
  const seedSeconds = (Date.now() - seeded) / 1000;
  log(`seeded ${MESSAGES} + ${OTHERS} messages in ${seedSeconds.toFixed(0)} s`);

  // The queried threads, spread over the member's threads; the exact answer for each one.
  const queried = Array.from(
    { length: Math.min(QUERIES, mine.threads.length) },
    (_, i) => mine.threads[Math.floor((i * mine.threads.length) / Math.min(QUERIES, mine.threads.length))],
  );
  const vectors = mine.rows.map((r) => ({ ...r, v: parseVector(r.vector) }));
  let recallSum = 0;
  let exactEmpty = 0;
  for (const threadId of queried) {
    const { rows } = await db.query(
      `SELECT avg(embedding)::text AS center FROM (SELECT embedding FROM chat_message
         WHERE thread_id = $1 AND embedding IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT $2) s`,
      [threadId, RELATED_MESSAGES_CENTER_SIZE],
    );
    const center = parseVector(rows[0].center);
    const exact = vectors
      .filter((r) => r.threadId !== threadId)
      .map((r) => ({ id: r.id, d: cosineDistance(center, r.v) }))
      .filter((r) => r.d <= 1 - RELATED_MESSAGES_MIN_SIMILARITY)
      .sort((a, b) => a.d - b.d)
      .slice(0, K);
    const answer = (
      await rest(gateway, member, 'GET', `/api/agent/related-messages?threadId=${threadId}`)
    ).relatedMessages.map((r) => r.centerMessage.id);
    if (exact.length === 0) {
      exactEmpty += 1;
      continue;
    }
    const found = new Set(answer);
    recallSum += exact.filter((r) => found.has(r.id)).length / exact.length;
  }
  await db.end();
  const recall = recallSum / Math.max(1, queried.length - exactEmpty);

  let q = 0;
  const loop = await closedLoop(
    async () => {
      const threadId = queried[q++ % queried.length];
      await rest(gateway, member, 'GET', `/api/agent/related-messages?threadId=${threadId}`);
    },
    { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2 },
  );
  if (loop.errors > 0) throw loop.firstError;
  return { ...loop, recall, queried: queried.length, seedSeconds };
}

const results = {
  loadAverage: os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / '),
};
const databases = await benchDatabaseUrls(`chat_${runId}`);
const redis = new Redis(REDIS_URL);
let stack;
try {
  await setupBenchDatabases(databases);
  const apps = stackApps({
    portBase: PORT_BASE,
    databases,
    bullPrefix: prefix,
    contextSecret: `bench-${randomBytes(12).toString('hex')}`,
    extraEnv: { NODE_ENV: 'test', LOG_LEVEL: 'warn', AI_PROVIDER: 'local' },
  });
  stack = await startBenchStack(apps, PORT_BASE);
  const gateway = `http://127.0.0.1:${PORT_BASE}`;
  const member = await aMember();

  results.real = await oneRealReply(member, gateway);
  log(`real reply: ${results.real.tokens} tokens streamed, stored after ${results.real.ms.toFixed(0)} ms`);

  await streamReplies(member, gateway, Math.min(REPLIES, 5), 10); // warm-up, not measured
  results.tokens = await streamReplies(member, gateway, REPLIES, TOKENS);
  results.tokenCpu = results.tokens.cpu;
  log(
    `CPU (share of one core) while streaming: ${JSON.stringify(Object.fromEntries(Object.entries(results.tokenCpu).map(([k, v]) => [k, Number(v.toFixed(2))])))}`,
  );
  log(
    `reply tokens (${REPLIES} at once, one per ${TOKEN_MS} ms): p50 ${results.tokens.p50} ms, p95 ${results.tokens.p95} ms; straight from Redis p50 ${results.tokens.direct.p50} ms, p95 ${results.tokens.direct.p95} ms`,
  );

  results.related = await relatedMessages(gateway);
  log(
    `related messages (${MESSAGES} messages): p50 ${results.related.p50.toFixed(1)} ms, p95 ${results.related.p95.toFixed(1)} ms, recall@${K} ${results.related.recall.toFixed(3)}`,
  );
} finally {
  await stack?.stop();
  await dropBenchDatabases(databases);
  await deleteKeys(redis, `${prefix}*`);
}

const pass = (ok) => (ok ? 'meets' : 'MISSES');
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : String(n));
const section = `## Agent chat (bench/chat)

Measured ${nowUtc()} on ${machine()}; everything (PostgreSQL, Redis, the five apps and the load) on the
same machine. Command: \`node bench/chat/run.mjs --replies ${REPLIES} --tokens ${TOKENS} --token-ms ${TOKEN_MS} --messages ${MESSAGES} --others ${OTHERS}\`.

| measure | result | target |
|---|---|---|
| reply token latency, publish (AgentReplyStream, as the agent worker) → gateway → graphql-ws client; ${REPLIES} replies at once, a token every ${TOKEN_MS} ms each (${results.tokens.received} tokens) | p50 **${results.tokens.p50} ms**, p95 **${results.tokens.p95} ms**, p99 ${results.tokens.p99} ms | p95 ≤ 10 ms: ${pass(results.tokens.p95 <= 10)} |
| one real reply through the stack (message posted → local provider streams → stored) | ${results.real.tokens} tokens received, completed after ${results.real.ms.toFixed(0)} ms | |
| GET /api/agent/related-messages, member with ${MESSAGES} messages (threads of ${THREAD_SIZE}; ${OTHERS} messages of other members beside), ${CONNECTIONS} connections, ${SECONDS} s | p50 **${fmt(results.related.p50)} ms**, p95 **${fmt(results.related.p95)} ms**, ${results.related.rps.toFixed(0)} req/s | |
| recall@${K} of that call against the exact answer (every candidate compared), ${results.related.queried} threads | **${results.related.recall.toFixed(3)}** | |

Tokens: one Lua call per token checks the attempt's claim, keeps the whole text so far under the
thread's replay key and publishes; the gateway adds each token to the text so far per subscriber.
Related messages: the centre of the active thread (mean of its latest ${RELATED_MESSAGES_CENTER_SIZE} embedded messages), then
the member's other threads' messages by the HNSW index (cosine, \`hnsw.iterative_scan = strict_order\`),
each with the message before it. Message vectors are the local provider's embeddings of the
labelled sample thoughts plus noise, one sample per thread (conversations cluster); seeding took
${results.related.seedSeconds.toFixed(0)} s (inserting into the HNSW index). Where the CPU went while the tokens
streamed (share of one core):
${Object.entries(results.tokenCpu)
  .map(([name, share]) => `${name} ${share.toFixed(2)}`)
  .join(', ')}. The same tokens read straight from Redis pub/sub in the same run (no gateway): p50
${results.tokens.direct.p50} ms, p95 ${results.tokens.direct.p95} ms. Load average when the run started: ${results.loadAverage}
(the machine is shared; latencies move with it).`;

console.log(`\n${section}\n`);
if (!opts['no-write']) {
  await writeSection('chat', section);
  log('bench/RESULTS.md updated (Agent chat section)');
}
await redis.quit();
process.exit(0);
