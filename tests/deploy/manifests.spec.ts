// The Kubernetes manifests (k8s/) say what the apps need to run: probes on the right paths and ports,
// resources, configuration from the ConfigMap and the Secret, autoscaling (HPA for the HTTP apps, KEDA
// on BullMQ queue depth for the worker) and a migration Job. Nothing can be deployed on these
// machines, so these checks read the files themselves.
import { describe, expect, test } from '@jest/globals';
import { AGENT_QUEUES } from '@hivemind/contracts';
import { bullPrefix } from '@hivemind/common';
import {
  APPS,
  SUBGRAPHS,
  arrAt,
  containerEnvNames,
  firstContainer,
  get,
  isObj,
  listFiles,
  loadYamlDocs,
  named,
  objAt,
  probePort,
  readKustomization,
  resourceDocs,
  str,
  type Obj,
  type YamlDoc,
} from './deploy-helpers.js';

const base = readKustomization('k8s/base');
const dev = readKustomization('k8s/overlays/dev');
const baseDocs = resourceDocs(base);
const devDocs = resourceDocs(dev);
const SECRET_TEMPLATE = 'k8s/base/secret.template.yaml';

const configMaps = new Map<string, Obj>(
  baseDocs
    .filter((d) => d.doc.kind === 'ConfigMap')
    .map((d) => [str(get(d.doc, 'metadata', 'name')) ?? '', objAt(d.doc, 'data')]),
);
const config = configMaps.get('hivemind-config') ?? {};
/** The template's Secrets by name: hivemind-context (CONTEXT_SECRET only) and hivemind-secrets. */
const templateSecrets = new Map<string, Obj>(
  loadYamlDocs(SECRET_TEMPLATE).map((d) => [str(get(d.doc, 'metadata', 'name')) ?? '', objAt(d.doc, 'stringData')]),
);
const secretKeys = new Set([...templateSecrets.values()].flatMap((data) => Object.keys(data)));
/** The Secret each key lives in. */
const secretOf = (key: string): string => (key === 'CONTEXT_SECRET' ? 'hivemind-context' : 'hivemind-secrets');

const deployment = (docs: YamlDoc[], name: string): Obj => {
  const found = named(docs, 'Deployment', name);
  if (!found) throw new Error(`no Deployment ${name}`);
  return found;
};

describe('k8s: files and kustomizations', () => {
  test('every YAML file under k8s/ parses and each document has apiVersion and kind', () => {
    const files = listFiles('k8s').filter((f) => /\.ya?ml$/.test(f));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      for (const { doc } of loadYamlDocs(file)) {
        expect({ file, apiVersion: typeof doc.apiVersion, kind: typeof doc.kind }).toEqual({
          file,
          apiVersion: 'string',
          kind: 'string',
        });
      }
    }
  });

  test('every resource and patch a kustomization lists exists on disk', () => {
    expect(base.missing).toEqual([]);
    expect(dev.missing).toEqual([]);
    expect(dev.resourceFiles).toEqual(expect.arrayContaining(base.resourceFiles));
  });

  test('no YAML file under k8s/ is orphaned: each is a kustomization, a resource, a patch or the secret template', () => {
    const used = new Set([...dev.resourceFiles, ...dev.patchFiles, SECRET_TEMPLATE]);
    const orphans = listFiles('k8s').filter(
      (f) => /\.ya?ml$/.test(f) && !f.endsWith('kustomization.yaml') && !used.has(f),
    );
    expect(orphans).toEqual([]);
  });

  test('each dev patch targets an object the overlay builds', () => {
    for (const file of dev.patchFiles) {
      for (const { doc } of loadYamlDocs(file)) {
        const name = str(get(doc, 'metadata', 'name')) ?? '';
        expect({ file, kind: doc.kind, name, found: named(devDocs, String(doc.kind), name) !== undefined }).toEqual({
          file,
          kind: doc.kind,
          name,
          found: true,
        });
      }
    }
  });

  test('the Secrets are only a template in the base, with placeholder values; the dev overlay generates the same keys', () => {
    expect(base.resourceFiles).not.toContain(SECRET_TEMPLATE);
    expect([...templateSecrets.keys()].sort()).toEqual(['hivemind-context', 'hivemind-secrets']);
    for (const value of Object.values(templateSecrets.get('hivemind-secrets') ?? {})) {
      expect(String(value)).toMatch(/REPLACE/);
    }
    const generator = arrAt(dev.doc, 'secretGenerator').find((g) => get(g, 'name') === 'hivemind-secrets');
    const devKeys = arrAt(generator, 'literals').map((l) => String(l).split('=')[0]);
    // OPENAI_API_KEY is optional (AI_PROVIDER=local needs none).
    const generated = Object.keys(templateSecrets.get('hivemind-secrets') ?? {}).filter((k) => k !== 'OPENAI_API_KEY');
    expect(new Set(devKeys)).toEqual(new Set(generated));
  });

  test('CONTEXT_SECRET has no value anywhere under k8s/: a Secret the operator creates, template without a value', () => {
    expect(templateSecrets.get('hivemind-context')).toEqual({ CONTEXT_SECRET: '' });
    for (const generator of arrAt(dev.doc, 'secretGenerator')) {
      expect(get(generator, 'name')).not.toBe('hivemind-context');
      for (const entry of [...arrAt(generator, 'literals'), ...arrAt(generator, 'envs'), ...arrAt(generator, 'files')])
        expect(String(entry)).not.toMatch(/CONTEXT_SECRET/);
    }
    for (const file of listFiles('k8s').filter((f) => /\.ya?ml$/.test(f))) {
      for (const { doc } of loadYamlDocs(file)) {
        if (doc.kind !== 'Secret') continue;
        const value = get(doc, 'stringData', 'CONTEXT_SECRET') ?? get(doc, 'data', 'CONTEXT_SECRET');
        expect({ file, value: value ?? '' }).toEqual({ file, value: '' });
      }
    }
  });
});

describe('k8s: Deployments', () => {
  const allDeployments = devDocs.filter((d) => d.doc.kind === 'Deployment');

  test('there is one Deployment per app', () => {
    for (const app of APPS) expect(named(baseDocs, 'Deployment', app.name)).toBeDefined();
  });

  test('Redis (sessions, queued jobs) runs with append-only persistence on a volume', () => {
    const redis = named(devDocs, 'Deployment', 'redis')!;
    const container = firstContainer(redis);
    expect(arrAt(container, 'args').map(String).join(' ')).toMatch(/--appendonly yes/);
    expect(arrAt(container, 'volumeMounts').some((m) => get(m, 'mountPath') === '/data')).toBe(true);
  });

  test('every Deployment (apps and dev infrastructure) has an image, both probes and resource requests and limits', () => {
    expect(allDeployments.length).toBeGreaterThanOrEqual(APPS.length);
    for (const { file, doc } of allDeployments) {
      for (const c of arrAt(doc, 'spec', 'template', 'spec', 'containers')) {
        const where = `${file} ${String(get(doc, 'metadata', 'name'))}`;
        expect({ where, image: typeof get(c, 'image') }).toEqual({ where, image: 'string' });
        expect({ where, readiness: isObj(get(c, 'readinessProbe')), liveness: isObj(get(c, 'livenessProbe')) }).toEqual(
          {
            where,
            readiness: true,
            liveness: true,
          },
        );
        expect({
          where,
          cpu: get(c, 'resources', 'requests', 'cpu') !== undefined,
          memory: get(c, 'resources', 'requests', 'memory') !== undefined,
        }).toEqual({
          where,
          cpu: true,
          memory: true,
        });
        expect(get(c, 'resources', 'limits', 'memory')).toBeDefined();
      }
    }
  });

  test.each(APPS)(
    '$name: image hivemind/$name, readiness on $readyPath and liveness on /healthz at port $port',
    (app) => {
      const c = firstContainer(deployment(baseDocs, app.name));
      expect(c.image).toBe(`hivemind/${app.name}`);
      expect(get(c, 'readinessProbe', 'httpGet', 'path')).toBe(app.readyPath);
      expect(get(c, 'livenessProbe', 'httpGet', 'path')).toBe('/healthz');
      expect(probePort(c, 'readinessProbe')).toBe(app.port);
      expect(probePort(c, 'livenessProbe')).toBe(app.port);
    },
  );

  test.each(APPS)(
    '$name: PORT, HOST=0.0.0.0 and the shared config come from its env, secrets from hivemind-secrets and hivemind-context',
    (app) => {
      const c = firstContainer(deployment(baseDocs, app.name));
      const env = arrAt(c, 'env');
      expect(env.find((e) => get(e, 'name') === 'PORT')).toEqual({ name: 'PORT', value: String(app.port) });
      expect(arrAt(c, 'envFrom').map((f) => get(f, 'configMapRef', 'name'))).toContain('hivemind-config');
      expect(config.HOST).toBe('0.0.0.0');
      for (const e of env.filter((x) => get(x, 'valueFrom', 'secretKeyRef') !== undefined)) {
        const key = str(get(e, 'valueFrom', 'secretKeyRef', 'key')) ?? '';
        expect(secretKeys).toContain(key);
        expect([key, get(e, 'valueFrom', 'secretKeyRef', 'name')]).toEqual([key, secretOf(key)]);
      }
    },
  );

  test('the gateway and every subgraph share CONTEXT_SECRET; each subgraph gets only its own database URL; the worker none', () => {
    const secretEnv = (name: string): string[] =>
      arrAt(firstContainer(deployment(baseDocs, name)), 'env')
        .filter((e) => get(e, 'valueFrom', 'secretKeyRef') !== undefined)
        .map((e) => String(get(e, 'name')));
    expect(secretEnv('gateway')).toContain('CONTEXT_SECRET');
    for (const svc of SUBGRAPHS) {
      const dbs = secretEnv(svc).filter((n) => n.endsWith('_DATABASE_URL'));
      expect(dbs).toEqual([`${svc.replace('-svc', '').toUpperCase()}_DATABASE_URL`]);
      expect(secretEnv(svc)).toContain('CONTEXT_SECRET');
    }
    expect(secretEnv('agent-worker').filter((n) => n.endsWith('_DATABASE_URL'))).toEqual([]);
  });

  test('the gateway reaches each subgraph through its Service on its port', () => {
    for (const [key, svc] of [
      ['THOUGHTS_URL', 'thoughts-svc'],
      ['HIVES_URL', 'hives-svc'],
      ['FEEDS_URL', 'feeds-svc'],
    ] as const) {
      const port = APPS.find((a) => a.name === svc)?.port;
      expect(config[key]).toBe(`http://${svc}:${port}/graphql`);
    }
  });
});

describe('k8s: Services, autoscaling and migrations', () => {
  test('a Service per app selects its pods; the gateway is exposed, the subgraphs are ClusterIP', () => {
    for (const app of APPS) {
      const svc = named(baseDocs, 'Service', app.name);
      expect(svc).toBeDefined();
      const podLabels = objAt(deployment(baseDocs, app.name), 'spec', 'template', 'metadata', 'labels');
      expect(podLabels).toMatchObject(objAt(svc, 'spec', 'selector'));
    }
    expect(['LoadBalancer', 'NodePort']).toContain(get(named(baseDocs, 'Service', 'gateway'), 'spec', 'type'));
    for (const svc of [...SUBGRAPHS, 'agent-worker']) {
      expect(get(named(baseDocs, 'Service', svc), 'spec', 'type') ?? 'ClusterIP').toBe('ClusterIP');
    }
  });

  test.each(['gateway', ...SUBGRAPHS])('%s has an autoscaling/v2 HPA on CPU targeting its Deployment', (name) => {
    const hpa = baseDocs.find(
      (d) => d.doc.kind === 'HorizontalPodAutoscaler' && get(d.doc, 'spec', 'scaleTargetRef', 'name') === name,
    )?.doc;
    expect(hpa?.apiVersion).toBe('autoscaling/v2');
    expect(get(hpa, 'spec', 'scaleTargetRef', 'kind')).toBe('Deployment');
    expect(arrAt(hpa, 'spec', 'metrics').some((m) => get(m, 'resource', 'name') === 'cpu')).toBe(true);
    expect(Number(get(hpa, 'spec', 'minReplicas'))).toBeGreaterThanOrEqual(1);
    // The HPA owns the replica count: a fixed one in the Deployment would fight it on every apply.
    expect(get(deployment(baseDocs, name), 'spec', 'replicas')).toBeUndefined();
  });

  test('a KEDA ScaledObject scales agent-worker with one redis trigger per agent queue on <prefix>:<queue>:wait', () => {
    const scaled = baseDocs.filter((d) => d.doc.kind === 'ScaledObject');
    expect(scaled).toHaveLength(1);
    const so = scaled[0].doc;
    expect(so.apiVersion).toBe('keda.sh/v1alpha1');
    expect(get(so, 'spec', 'scaleTargetRef', 'name')).toBe('agent-worker');
    expect(get(so, 'spec', 'minReplicaCount')).toBe(1);
    expect(Number(get(so, 'spec', 'maxReplicaCount'))).toBeGreaterThan(1);
    const prefix = bullPrefix({});
    expect(prefix).toBe('hivemind');
    expect(config.BULL_PREFIX).toBe(prefix);
    const triggers = arrAt(so, 'spec', 'triggers');
    expect(triggers.every((t) => get(t, 'type') === 'redis')).toBe(true);
    expect(triggers.map((t) => get(t, 'metadata', 'listName')).sort()).toEqual(
      AGENT_QUEUES.map((q) => `${prefix}:${q}:wait`).sort(),
    );
    for (const t of triggers) {
      expect(Number(get(t, 'metadata', 'listLength'))).toBeGreaterThan(0);
      // KEDA reads the address from the worker container's environment.
      const fromEnv = str(get(t, 'metadata', 'addressFromEnv'));
      expect(fromEnv === undefined ? get(t, 'metadata', 'address') : config[fromEnv]).toMatch(/^[\w.-]+:\d+$/);
    }
    expect(get(deployment(baseDocs, 'agent-worker'), 'spec', 'replicas')).toBeUndefined();
  });

  test('a migration Job runs the migrate image with the three database URLs', () => {
    const job = baseDocs.find((d) => d.doc.kind === 'Job')?.doc;
    const c = firstContainer(objAt(job));
    expect(c.image).toBe('hivemind/migrate');
    const names = arrAt(c, 'env').map((e) => get(e, 'name'));
    expect(names).toEqual(
      expect.arrayContaining(['THOUGHTS_DATABASE_URL', 'HIVES_DATABASE_URL', 'FEEDS_DATABASE_URL']),
    );
    expect(get(c, 'resources', 'requests')).toBeDefined();
  });

  test('the dev overlay lowers the replica ranges and the resources', () => {
    const patched = (kind: string, name: string): Obj[] =>
      dev.patchFiles
        .flatMap(loadYamlDocs)
        .filter((d) => d.doc.kind === kind && get(d.doc, 'metadata', 'name') === name)
        .map((d) => d.doc);
    for (const name of ['gateway', ...SUBGRAPHS]) {
      const hpa = patched('HorizontalPodAutoscaler', name)[0];
      expect(Number(get(hpa, 'spec', 'maxReplicas'))).toBeLessThan(
        Number(get(named(baseDocs, 'HorizontalPodAutoscaler', name), 'spec', 'maxReplicas')),
      );
    }
    const so = patched('ScaledObject', 'agent-worker')[0];
    expect(Number(get(so, 'spec', 'maxReplicaCount'))).toBeLessThan(20);
    for (const app of APPS)
      expect(
        get(patched('Deployment', app.name)[0], 'spec', 'template', 'spec', 'containers', 0, 'resources', 'requests'),
      ).toBeDefined();
  });

  test('every app env name in the k8s manifests is known to the ConfigMap or the Secret', () => {
    for (const app of APPS) {
      const names = containerEnvNames(firstContainer(deployment(baseDocs, app.name)), configMaps);
      for (const n of names)
        expect({ app: app.name, n, known: n === 'PORT' || n in config || secretKeys.has(n) }).toEqual({
          app: app.name,
          n,
          known: true,
        });
    }
  });
});
