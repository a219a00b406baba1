// Worker thread of bench/chat: streams replies the way the agent worker does (AgentReplyStream, one
// Lua call per token), paced, on its own event loop, so the publishing side never delays the
// graphql-ws client that measures (the agent worker is another process in production).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { Redis } from 'ioredis';

const { root, redisUrl, userId, threadIds, tokens, tokenMs } = workerData;
const { AgentReplyStream } = await import(path.join(root, 'libs/common/dist/index.js'));
const publisher = new Redis(redisUrl);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
await Promise.all(
  threadIds.map(async (threadId, i) => {
    await sleep((i * tokenMs) / threadIds.length);
    const stream = new AgentReplyStream(publisher, { userId, threadId, replyId: randomUUID() });
    await stream.start();
    let next = performance.now();
    for (let t = 0; t < tokens; t += 1) {
      next += tokenMs;
      await sleep(Math.max(0, next - performance.now()));
      await stream.token(`word${t} `);
    }
    await stream.completed(stream.content);
  }),
);
await publisher.quit();
parentPort.postMessage('done');
