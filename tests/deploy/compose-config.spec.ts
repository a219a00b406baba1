// Validates docker-compose.yml with Docker's own parser (`docker compose config`, which needs no
// engine). Where the Compose CLI is missing the suite is skipped and says why in its name; in CI
// (CI=true) that is a failure instead (toolSuite).
import { expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, toolSuite } from './deploy-helpers.js';

/** `docker compose`, or a standalone `docker-compose` where the Docker CLI itself is missing. */
const candidates: [string, string[]][] = [
  ['docker', ['compose']],
  ['docker-compose', []],
];
const found = candidates.find(([cmd, pre]) => {
  const probe = spawnSync(cmd, [...pre, 'version'], { encoding: 'utf8', timeout: 30_000 });
  return probe.error === undefined && probe.status === 0;
});

/** An .env file of its own, so a developer's .env never changes what is checked. */
const envDir = mkdtempSync(join(tmpdir(), 'compose-env-'));
const envFile = (content: string): string => {
  const file = join(envDir, `${randomBytes(4).toString('hex')}.env`);
  writeFileSync(file, content);
  return file;
};
const { CONTEXT_SECRET: _ignored, ...hostEnv } = process.env;
const compose = (args: string[], dotEnv: string) => {
  const [cmd, pre] = found ?? ['docker', ['compose']];
  return spawnSync(cmd, [...pre, '--env-file', envFile(dotEnv), '-f', 'docker-compose.yml', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: hostEnv,
  });
};
const withSecret = `CONTEXT_SECRET=${randomBytes(32).toString('hex')}\n`;

toolSuite('docker compose config', found ? null : 'neither docker compose nor docker-compose on PATH', () => {
  test('docker compose config -q accepts docker-compose.yml once .env sets CONTEXT_SECRET', () => {
    const result = compose(['config', '-q'], withSecret);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  test('refuses to start without CONTEXT_SECRET, pointing at the README (no committed default)', () => {
    const result = compose(['config', '-q'], '');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/CONTEXT_SECRET/);
    expect(result.stderr).toMatch(/README/);
  });

  test('the resolved config lets agent-worker scale (no container_name)', () => {
    const result = compose(['config', '--format', 'json'], withSecret);
    expect(result.status).toBe(0);
    const config: unknown = JSON.parse(result.stdout);
    expect(config).toMatchObject({ services: { 'agent-worker': expect.any(Object) } });
    expect(result.stdout).not.toContain('container_name');
  });
});
