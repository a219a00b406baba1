// Validates docker-compose.yml with Docker's own parser (`docker compose config -q`, which needs no
// engine) wherever the Compose CLI exists. Where it does not, the suite is skipped and says why in
// its name, so a green run never pretends the file was checked by Compose.
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { ROOT } from './deploy-helpers.js';

const run = (args: string[]) => spawnSync('docker', args, { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
const probe = run(['compose', 'version']);
const composeAvailable = probe.error === undefined && probe.status === 0;
const reason = probe.error !== undefined ? 'docker CLI not on PATH' : 'docker CLI has no compose plugin';

const suite = composeAvailable ? describe : describe.skip;
if (!composeAvailable)
  console.warn(
    `docker compose config: SKIPPED (${reason}); docker-compose.yml was checked by compose-file.spec.ts only`,
  );

suite(composeAvailable ? 'docker compose config' : `docker compose config (SKIPPED: ${reason})`, () => {
  test('docker compose config -q accepts docker-compose.yml', () => {
    const result = run(['compose', '-f', 'docker-compose.yml', 'config', '-q']);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  test('the resolved config lets agent-worker scale (no container_name)', () => {
    const result = run(['compose', '-f', 'docker-compose.yml', 'config', '--format', 'json']);
    expect(result.status).toBe(0);
    const config: unknown = JSON.parse(result.stdout);
    expect(config).toMatchObject({ services: { 'agent-worker': expect.any(Object) } });
    expect(result.stdout).not.toContain('container_name');
  });
});
