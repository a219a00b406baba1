// Container health probe for the app images (docker/Dockerfile HEALTHCHECK and docker-compose.yml).
// node:20-bookworm-slim has no curl or wget, so node's own fetch asks the app's /healthz on loopback.
// APP (set in the image) picks the default port when PORT is not set, matching each app's default.
const DEFAULT_PORTS = {
  gateway: 4000,
  'thoughts-svc': 4101,
  'hives-svc': 4102,
  'feeds-svc': 4103,
  'agent-worker': 4110,
};

const port = process.env.PORT ?? DEFAULT_PORTS[process.env.APP ?? ''] ?? 4000;
try {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) });
  process.exit(res.ok ? 0 : 1);
} catch (error) {
  console.error(`healthcheck: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
