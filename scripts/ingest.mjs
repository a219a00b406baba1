// `npm run ingest -- --podcast <id>`: reads one tracked podcast's feed now (on demand, whether due
// or not); `npm run ingest -- --due`: every podcast whose feed is due. Queues feeds-svc's
// ingest-podcasts job on the deployment's Redis (REDIS_URL, BULL_PREFIX), which queues the feed flow
// (the agent worker fetches and parses, feeds-svc stores); prints the job and waits for it to be
// taken when --wait is given. A running feeds-svc and agent worker do the work.
import { parseArgs } from 'node:util';
import { Queue, QueueEvents } from 'bullmq';

const { values } = parseArgs({
  options: {
    podcast: { type: 'string' },
    due: { type: 'boolean', default: false },
    wait: { type: 'boolean', default: false },
  },
});
if (!values.podcast && !values.due) {
  console.error('usage: npm run ingest -- --podcast <podcast id> [--wait]   |   npm run ingest -- --due [--wait]');
  process.exit(2);
}
if (values.podcast && !/^[0-9a-f-]{36}$/i.test(values.podcast)) {
  console.error(`[ingest] not a podcast id: ${values.podcast}`);
  process.exit(2);
}
const connection = { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
const prefix = process.env.BULL_PREFIX ?? 'hivemind';
// Names from libs/contracts (QueueName.FeedsResults, JobName.IngestPodcasts): their values never change.
const queue = new Queue('feeds-results', { connection, prefix });
const events = values.wait ? new QueueEvents('feeds-results', { connection, prefix }) : null;
try {
  const job = await queue.add('ingest-podcasts', values.podcast ? { podcastId: values.podcast } : {}, {
    attempts: 1,
    removeOnComplete: { age: 3600 },
    removeOnFail: { age: 24 * 3600 },
  });
  console.log(
    `[ingest] queued ingest-podcasts job ${job.id}${values.podcast ? ` for podcast ${values.podcast}` : ' for every due podcast'}`,
  );
  if (events) {
    const result = await job.waitUntilFinished(events, 60_000);
    console.log(`[ingest] ${result.queued} feed read(s) queued; feeds-svc stores them as the agent worker reads them`);
  }
} catch (error) {
  console.error(`[ingest] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await events?.close();
  await queue.close();
}
