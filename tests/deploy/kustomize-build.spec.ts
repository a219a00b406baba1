// Builds the kustomizations offline (no cluster needed) with kubectl's embedded kustomize, or a
// standalone kustomize binary where kubectl is missing. Where neither exists the suite is skipped and
// says why in its name; in CI (CI=true) that is a failure instead (toolSuite), and .ci/run installs
// kubectl (scripts/setup-system.sh --deploy-tools).
import { expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import yaml from 'js-yaml';
import { ROOT, get, isObj, toolSuite } from './deploy-helpers.js';

const works = (cmd: string, args: string[]) => {
  const probe = spawnSync(cmd, args, { encoding: 'utf8', timeout: 60_000 });
  return probe.error === undefined && probe.status === 0;
};
const builder: [string, string[]] | null = works('kubectl', ['kustomize', '--help'])
  ? ['kubectl', ['kustomize']]
  : works('kustomize', ['version'])
    ? ['kustomize', ['build']]
    : null;
const build = (dir: string) => {
  const [cmd, pre] = builder ?? ['kubectl', ['kustomize']];
  return spawnSync(cmd, [...pre, dir], { cwd: ROOT, encoding: 'utf8', timeout: 60_000, maxBuffer: 16 * 1024 * 1024 });
};

toolSuite('kustomize build', builder ? null : 'neither kubectl nor kustomize on PATH', () => {
  test.each(['k8s/base', 'k8s/overlays/dev'])('%s builds', (dir) => {
    const result = build(dir);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  test('the dev overlay puts everything in hivemind-dev with dev images and one replica minimum', () => {
    const result = build('k8s/overlays/dev');
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

  test('no overlay carries a CONTEXT_SECRET value: the operator creates hivemind-context', () => {
    for (const dir of ['k8s/base', 'k8s/overlays/dev']) {
      const docs = yaml.loadAll(build(dir).stdout).filter(isObj);
      const secrets = docs.filter((d) => d.kind === 'Secret');
      expect(secrets.map((d) => get(d, 'metadata', 'name'))).not.toContain('hivemind-context');
      for (const s of secrets)
        expect([get(s, 'data', 'CONTEXT_SECRET'), get(s, 'stringData', 'CONTEXT_SECRET')]).toEqual([
          undefined,
          undefined,
        ]);
    }
  });
});
