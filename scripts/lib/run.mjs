// Small process helpers shared by scripts/start.mjs and scripts/test.mjs (Node builtins only, so they
// work before `npm install` has run).
import { spawn } from 'node:child_process';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export function log(msg) {
  process.stdout.write(`\x1b[36m[hivemind]\x1b[0m ${msg}\n`);
}

/** Runs a command, inheriting stdio unless `quiet`; resolves to its exit code (never rejects). */
export function run(cmd, args, { env = {}, cwd = root, quiet = false, logFile } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet || logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let out = '';
    if (child.stdout) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('error', (err) => {
      out += String(err);
      resolve({ code: 127, out });
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

export async function mustRun(cmd, args, opts) {
  const { code, out } = await run(cmd, args, opts);
  if (code !== 0) {
    if (out) process.stderr.write(out);
    throw new Error(`${cmd} ${args.join(' ')} exited with ${code}`);
  }
  return out;
}

export async function waitForUrl(url, { timeoutMs = 120_000, isAlive = () => true } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive()) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}
