// docker-compose.yml runs the whole stack. No Docker engine exists on these machines, so these checks
// read the file: every app healthchecked and started in order, only the gateway published, the worker
// scalable, the apps configured like `npm start` and like the k8s manifests.
import { describe, expect, test } from '@jest/globals';
import {
  APPS,
  SUBGRAPHS,
  arrAt,
  containerEnvNames,
  exists,
  firstContainer,
  get,
  isObj,
  loadYaml,
  loadYamlDocs,
  named,
  objAt,
  readKustomization,
  readText,
  resourceDocs,
  str,
  type Obj,
} from './deploy-helpers.js';

const COMPOSE = 'docker-compose.yml';
const compose = loadYaml(COMPOSE);
const services = objAt(compose, 'services');
const service = (name: string): Obj => objAt(services, name);
const env = (name: string): Obj => {
  const e = get(service(name), 'environment');
  return isObj(e) ? e : {};
};
const dependsOn = (name: string): Obj => {
  const d = get(service(name), 'depends_on');
  return isObj(d) ? d : {};
};
const CONDITIONS = ['service_started', 'service_healthy', 'service_completed_successfully'];

/** The container side of a `ports` entry: "8025:8025", "${X:-4000}:4000", 4000, or { target }. */
const targetPort = (entry: unknown): number => {
  if (isObj(entry)) return Number(entry.target);
  return Number(String(entry).split(':').at(-1)?.split('/')[0]);
};

describe('docker-compose.yml', () => {
  test('runs the infrastructure the apps need and every app', () => {
    for (const name of ['postgres', 'redis', 'mailpit', 'minio', 'minio-init', 'migrate', ...APPS.map((a) => a.name)]) {
      expect(services[name]).toBeDefined();
    }
    expect(get(service('postgres'), 'image')).toBe('pgvector/pgvector:pg16');
    expect(get(service('redis'), 'image')).toBe('redis:7-alpine');
    expect(String(get(service('mailpit'), 'image'))).toMatch(/^axllent\/mailpit/);
    expect(String(get(service('minio-init'), 'image'))).toMatch(/^minio\/mc/);
  });

  test('Redis (sessions, queued jobs) runs with append-only persistence on a volume', () => {
    expect(arrAt(service('redis'), 'command').map(String).join(' ')).toMatch(/--appendonly yes/);
    expect(arrAt(service('redis'), 'volumes').map(String)).toContainEqual(expect.stringMatching(/:\/data$/));
  });

  test('the postgres init script exists and creates the three service databases', () => {
    const mounts = arrAt(service('postgres'), 'volumes').map(String);
    const init = mounts.find((m) => m.includes('/docker-entrypoint-initdb.d'));
    const hostPath = String(init).split(':')[0].replace(/^\.\//, '');
    expect(exists(hostPath)).toBe(true);
    const sql = readText(hostPath);
    for (const db of ['hivemind_thoughts', 'hivemind_hives', 'hivemind_feeds'])
      expect(sql).toContain(`CREATE DATABASE ${db};`);
  });

  test.each(APPS)(
    '$name has a healthcheck, depends_on with conditions, and is built from the repo Dockerfile',
    (app) => {
      const s = service(app.name);
      expect(arrAt(s, 'healthcheck', 'test').length).toBeGreaterThan(0);
      const deps = dependsOn(app.name);
      expect(Object.keys(deps).length).toBeGreaterThan(0);
      for (const [dep, spec] of Object.entries(deps)) {
        expect(services[dep]).toBeDefined();
        expect(CONDITIONS).toContain(get(spec, 'condition'));
      }
      expect(exists(String(get(s, 'build', 'dockerfile')))).toBe(true);
      expect(get(s, 'build', 'args', 'APP')).toBe(app.name);
      expect(exists(`apps/${app.name}`)).toBe(true);
      expect(String(get(s, 'image'))).toMatch(new RegExp(`^hivemind/${app.name}:`));
    },
  );

  test('every service_healthy dependency declares a healthcheck, every completion dependency is a one-shot', () => {
    for (const name of Object.keys(services)) {
      for (const [dep, spec] of Object.entries(dependsOn(name))) {
        const condition = get(spec, 'condition');
        if (condition === 'service_healthy')
          expect({ name, dep, healthcheck: isObj(get(service(dep), 'healthcheck')) }).toEqual({
            name,
            dep,
            healthcheck: true,
          });
        if (condition === 'service_completed_successfully')
          expect({ name, dep, restart: get(service(dep), 'restart') }).toEqual({ name, dep, restart: 'no' });
      }
    }
  });

  test('migrations run once postgres is healthy, and the subgraphs start only after they succeed', () => {
    expect(get(dependsOn('migrate'), 'postgres', 'condition')).toBe('service_healthy');
    expect(get(service('migrate'), 'build', 'target')).toBe('migrate');
    for (const svc of SUBGRAPHS) {
      expect(get(dependsOn(svc), 'migrate', 'condition')).toBe('service_completed_successfully');
      expect(get(dependsOn(svc), 'postgres', 'condition')).toBe('service_healthy');
    }
    for (const svc of SUBGRAPHS) expect(get(dependsOn('gateway'), svc, 'condition')).toBe('service_healthy');
  });

  test('only the gateway publishes an app port (4000); the subgraphs and the worker stay internal', () => {
    for (const app of APPS) {
      const ports = arrAt(service(app.name), 'ports');
      if (app.name === 'gateway') expect(ports.map(targetPort)).toEqual([4000]);
      else expect({ app: app.name, ports }).toEqual({ app: app.name, ports: [] });
    }
  });

  test('agent-worker can scale: no container_name, no host port, and the scale command is documented', () => {
    expect(get(service('agent-worker'), 'container_name')).toBeUndefined();
    for (const name of Object.keys(services)) expect(get(service(name), 'container_name')).toBeUndefined();
    expect(readText(COMPOSE).split('\n').slice(0, 10).join('\n')).toContain('docker compose up --scale agent-worker=3');
  });

  test.each(APPS)('$name listens on 0.0.0.0 at its port and shares Redis and the BullMQ prefix', (app) => {
    const e = env(app.name);
    expect(e.HOST).toBe('0.0.0.0');
    expect(e.PORT).toBe(String(app.port));
    expect(e.REDIS_URL).toBe('redis://redis:6379');
    expect(String(e.BULL_PREFIX)).toMatch(/hivemind/);
    expect(e.NODE_ENV).toBe('production');
  });

  test('the gateway and the subgraphs share one CONTEXT_SECRET; the gateway finds each subgraph by service name', () => {
    const secret = env('gateway').CONTEXT_SECRET;
    // Required from the user's .env, with no committed default (`${VAR:?message}`).
    expect(secret).toMatch(/^\$\{CONTEXT_SECRET:\?[^}]+\}$/);
    for (const svc of SUBGRAPHS) expect(env(svc).CONTEXT_SECRET).toBe(secret);
    expect(env('gateway').THOUGHTS_URL).toBe('http://thoughts-svc:4101/graphql');
    expect(env('gateway').HIVES_URL).toBe('http://hives-svc:4102/graphql');
    expect(env('gateway').FEEDS_URL).toBe('http://feeds-svc:4103/graphql');
  });

  test('each subgraph gets only its own database; the worker gets none (it is stateless)', () => {
    for (const svc of SUBGRAPHS) {
      const dbs = Object.keys(env(svc)).filter((k) => k.endsWith('_DATABASE_URL'));
      expect(dbs).toEqual([`${svc.replace('-svc', '').toUpperCase()}_DATABASE_URL`]);
      expect(String(env(svc)[dbs[0]])).toMatch(new RegExp(`@postgres:5432/hivemind_${svc.replace('-svc', '')}$`));
    }
    expect(Object.keys(env('agent-worker')).filter((k) => k.endsWith('_DATABASE_URL'))).toEqual([]);
    expect(
      Object.keys(env('migrate'))
        .filter((k) => k.endsWith('_DATABASE_URL'))
        .sort(),
    ).toEqual(['FEEDS_DATABASE_URL', 'HIVES_DATABASE_URL', 'THOUGHTS_DATABASE_URL']);
    expect(env('hives-svc').SMTP_URL).toBe('smtp://mailpit:1025');
    expect(String(env('feeds-svc').S3_ENDPOINT)).toBe('http://minio:9000');
  });

  test('each app gets the same environment names in compose and in k8s (they are kept in step)', () => {
    const docs = resourceDocs(readKustomization('k8s/base'));
    const configMaps = new Map<string, Obj>(
      docs
        .filter((d) => d.doc.kind === 'ConfigMap')
        .map((d) => [str(get(d.doc, 'metadata', 'name')) ?? '', objAt(d.doc, 'data')]),
    );
    // OPENAI_BASE_URL has no sensible empty default in a ConfigMap; set it per cluster when needed.
    const composeOnly = new Set(['OPENAI_BASE_URL']);
    for (const app of APPS) {
      const k8s = containerEnvNames(firstContainer(objAt(named(docs, 'Deployment', app.name))), configMaps);
      const missing = Object.keys(env(app.name)).filter((n) => !k8s.has(n) && !composeOnly.has(n));
      expect({ app: app.name, missing }).toEqual({ app: app.name, missing: [] });
    }
    expect(loadYamlDocs('k8s/base/secret.template.yaml')).toHaveLength(2);
  });
});
