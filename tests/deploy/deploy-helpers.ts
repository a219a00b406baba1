// Loading and small typed accessors for the deployment files (docker-compose.yml, k8s/, Dockerfiles),
// shared by the tests in this folder. YAML is untyped data: everything goes through these guards
// instead of casts, so a malformed manifest fails a test with a readable message.
import { describe, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Obj = Record<string, unknown>;

export interface AppSpec {
  name: string;
  port: number;
  /** Every app is ready on /readyz (the worker's on its health and metrics port). */
  readyPath: string;
}

export const APPS: readonly AppSpec[] = [
  { name: 'gateway', port: 4000, readyPath: '/readyz' },
  { name: 'thoughts-svc', port: 4101, readyPath: '/readyz' },
  { name: 'hives-svc', port: 4102, readyPath: '/readyz' },
  { name: 'feeds-svc', port: 4103, readyPath: '/readyz' },
  { name: 'agent-worker', port: 4110, readyPath: '/readyz' },
];
export const SUBGRAPHS = ['thoughts-svc', 'hives-svc', 'feeds-svc'] as const;

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `obj.a.b.c`, or undefined when any step is missing or not an object. */
export function get(value: unknown, ...keys: (string | number)[]): unknown {
  let current: unknown = value;
  for (const key of keys) {
    if (typeof key === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[key];
    } else {
      if (!isObj(current)) return undefined;
      current = current[key];
    }
  }
  return current;
}

export function objAt(value: unknown, ...keys: (string | number)[]): Obj {
  const found = get(value, ...keys);
  if (!isObj(found)) throw new Error(`expected an object at ${keys.join('.')}, got ${JSON.stringify(found)}`);
  return found;
}

export function arrAt(value: unknown, ...keys: (string | number)[]): unknown[] {
  const found = get(value, ...keys);
  return Array.isArray(found) ? found : [];
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function readText(relative: string): string {
  return readFileSync(path.join(ROOT, relative), 'utf8');
}

export interface YamlDoc {
  file: string;
  doc: Obj;
}

/** Every YAML document of one file (relative to the repository root), empty documents dropped. */
export function loadYamlDocs(relative: string): YamlDoc[] {
  return yaml
    .loadAll(readText(relative))
    .filter(isObj)
    .map((doc) => ({ file: relative, doc }));
}

export function loadYaml(relative: string): Obj {
  const loaded = yaml.load(readText(relative));
  if (!isObj(loaded)) throw new Error(`${relative} is not a YAML mapping`);
  return loaded;
}

/** Files under a folder (relative paths), recursively. */
export function listFiles(relativeDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(ROOT, dir))) {
      const rel = path.posix.join(dir, entry);
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else out.push(rel);
    }
  };
  walk(relativeDir);
  return out.sort();
}

export const exists = (relative: string): boolean => existsSync(path.join(ROOT, relative));

export interface Kustomization {
  dir: string;
  doc: Obj;
  /** Plain resource files (relative to the root), after following nested kustomization folders. */
  resourceFiles: string[];
  patchFiles: string[];
  missing: string[];
}

/** Reads a kustomization and, recursively, the kustomizations its folder resources point at. */
export function readKustomization(dir: string, seen = new Set<string>()): Kustomization {
  const file = path.posix.join(dir, 'kustomization.yaml');
  const doc = loadYaml(file);
  const result: Kustomization = { dir, doc, resourceFiles: [], patchFiles: [], missing: [] };
  if (seen.has(dir)) return result;
  seen.add(dir);
  for (const entry of arrAt(doc, 'resources')) {
    const rel = path.posix.normalize(path.posix.join(dir, String(entry)));
    if (!exists(rel)) result.missing.push(rel);
    else if (statSync(path.join(ROOT, rel)).isDirectory()) {
      const nested = readKustomization(rel, seen);
      result.resourceFiles.push(...nested.resourceFiles);
      result.patchFiles.push(...nested.patchFiles);
      result.missing.push(...nested.missing);
    } else result.resourceFiles.push(rel);
  }
  for (const patch of arrAt(doc, 'patches')) {
    const p = str(get(patch, 'path'));
    if (p === undefined) continue;
    const rel = path.posix.normalize(path.posix.join(dir, p));
    if (exists(rel)) result.patchFiles.push(rel);
    else result.missing.push(rel);
  }
  return result;
}

/** The resource documents a kustomization builds from (before patches). */
export function resourceDocs(k: Kustomization): YamlDoc[] {
  return k.resourceFiles.flatMap(loadYamlDocs);
}

export function named(docs: YamlDoc[], kind: string, name: string): Obj | undefined {
  return docs.find((d) => d.doc.kind === kind && get(d.doc, 'metadata', 'name') === name)?.doc;
}

export function firstContainer(workload: Obj): Obj {
  return objAt(workload, 'spec', 'template', 'spec', 'containers', 0);
}

/** A probe's port as a number, resolving a named port against the container's ports. */
export function probePort(container: Obj, probe: 'readinessProbe' | 'livenessProbe'): number | undefined {
  const port = get(container, probe, 'httpGet', 'port');
  if (typeof port === 'number') return port;
  const match = arrAt(container, 'ports').find((p) => get(p, 'name') === port);
  const num = get(match, 'containerPort');
  return typeof num === 'number' ? num : undefined;
}

/** Env names a k8s container receives: its own env plus the keys of ConfigMaps it loads (envFrom). */
export function containerEnvNames(container: Obj, configMaps: Map<string, Obj>): Set<string> {
  const names = new Set<string>();
  for (const e of arrAt(container, 'env')) {
    const n = str(get(e, 'name'));
    if (n) names.add(n);
  }
  for (const from of arrAt(container, 'envFrom')) {
    const cm = configMaps.get(str(get(from, 'configMapRef', 'name')) ?? '');
    for (const key of Object.keys(cm ?? {})) names.add(key);
  }
  return names;
}

export interface DockerStage {
  name: string;
  from: string;
  instructions: { op: string; args: string }[];
}

/** Dockerfile stages with their instructions (line continuations joined, comments dropped). */
export function parseDockerfile(text: string): DockerStage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const stages: DockerStage[] = [];
  for (const line of lines) {
    const match = /^(\S+)\s*(.*)$/.exec(line);
    if (!match) continue;
    const op = match[1].toUpperCase();
    const args = match[2];
    if (op === 'FROM') {
      const m = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(args);
      stages.push({ name: m?.[2] ?? String(stages.length), from: m?.[1] ?? '', instructions: [] });
    } else stages.at(-1)?.instructions.push({ op, args });
  }
  return stages;
}

/** The last value of an instruction in a stage, following FROM <earlier stage> chains. */
export function effective(stages: DockerStage[], stageName: string, op: string): string | undefined {
  const stage = stages.find((s) => s.name === stageName);
  if (!stage) return undefined;
  const own = stage.instructions.filter((i) => i.op === op).at(-1);
  if (own) return own.args;
  return stages.some((s) => s.name === stage.from) ? effective(stages, stage.from, op) : undefined;
}

/** True in CI (.ci/run sets CI=true): there a deployment check whose tool is missing fails. */
export const IN_CI = process.env.CI === 'true';

/**
 * The suite of a check that needs an outside tool. Where the tool is missing the suite is skipped
 * and says why in its name, except in CI, where scripts/setup-system.sh --deploy-tools installs the
 * tools: there a missing one is a failing test, so a green CI never means "not checked".
 */
export function toolSuite(name: string, missing: string | null, body: () => void): void {
  if (missing === null) {
    describe(name, body);
  } else if (IN_CI) {
    describe(name, () => {
      test(`has its tool in CI (scripts/setup-system.sh --deploy-tools installs it)`, () => {
        throw new Error(`${name}: ${missing}, and CI=true: a missing tool is a failure, not a skip`);
      });
    });
  } else {
    console.warn(`${name}: SKIPPED (${missing})`);
    describe.skip(`${name} (SKIPPED: ${missing})`, body);
  }
}
