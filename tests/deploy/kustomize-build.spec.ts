// Builds the kustomizations with kubectl's embedded kustomize (offline, no cluster needed) wherever
// kubectl exists; otherwise the suite is skipped and says so in its name.
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import yaml from 'js-yaml';
import { ROOT, get, isObj } from './deploy-helpers.js';

const run = (args: string[]) =>
  spawnSync('kubectl', args, { cwd: ROOT, encoding: 'utf8', timeout: 60_000, maxBuffer: 16 * 1024 * 1024 });
const probe = run(['version', '--client']);
const available = probe.error === undefined && probe.status === 0;
const suite = available ? describe : describe.skip;
if (!available)
  console.warn('kubectl kustomize: SKIPPED (kubectl not on PATH); k8s/ was checked by manifests.spec.ts only');

suite(available ? 'kubectl kustomize' : 'kubectl kustomize (SKIPPED: kubectl not on PATH)', () => {
  test.each(['k8s/base', 'k8s/overlays/dev'])('%s builds', (dir) => {
    const result = run(['kustomize', dir]);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  test('the dev overlay puts everything in hivemind-dev with dev images and one replica minimum', () => {
    const result = run(['kustomize', 'k8s/overlays/dev']);
    const docs = yaml.loadAll(result.stdout).filter(isObj);
    for (const doc of docs.filter((d) => d.kind !== 'Namespace'))
      expect(get(doc, 'metadata', 'namespace')).toBe('hivemind-dev');
    const images = docs
      .flatMap((d) => {
        const containers = get(d, 'spec', 'template', 'spec', 'containers');
        return Array.isArray(containers) ? containers : [];
      })
      .map((c) => String(get(c, 'image')))
      .filter((i) => i.startsWith('hivemind/'));
    expect(images.length).toBe(6);
    for (const image of images) expect(image).toMatch(/:dev$/);
    for (const hpa of docs.filter((d) => d.kind === 'HorizontalPodAutoscaler'))
      expect(get(hpa, 'spec', 'minReplicas')).toBe(1);
    const secret = docs.find((d) => d.kind === 'Secret' && get(d, 'metadata', 'name') === 'hivemind-secrets');
    expect(secret).toBeDefined();
  });
});
