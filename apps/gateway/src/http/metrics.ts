import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics: process defaults plus request duration by route (never by raw path). */
export interface GatewayMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /**
   * The REST facade's operations by name and by how they ran: `via` is 'gateway' (the runtime's
   * execution) or the subgraph a direct read was sent to (graphql/direct-reads.ts).
   */
  restOperations: Counter<'operation' | 'via'>;
}

export function createMetrics(): GatewayMetrics {
  // A registry per app instance, so tests can start several gateways in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const restOperations = new Counter({
    name: 'rest_operations_total',
    help: 'REST facade operations by name and by where they ran (gateway, or the subgraph read directly)',
    labelNames: ['operation', 'via'] as const,
    registers: [registry],
  });
  return { registry, httpDuration, restOperations };
}
