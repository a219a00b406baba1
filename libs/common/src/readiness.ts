/** A dependency whose failure makes an app not ready (a database `select 1`, a Redis ping). */
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

export interface ReadinessReport {
  ready: boolean;
  /** 'ok' or why the dependency is not usable, by name. */
  checks: Record<string, string>;
  /** The dependencies that failed or did not answer in time. */
  unavailable: string[];
}

/**
 * How long one dependency may take before /readyz calls it unavailable: the whole answer stays
 * under a second (issue 20), since a client of an unreachable Redis or database can wait forever
 * (ioredis queues commands while it reconnects).
 */
export const READINESS_TIMEOUT_MS = 500;

/** Runs every check side by side, each bounded by timeoutMs; never throws. */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async (c): Promise<[string, string]> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([Promise.resolve().then(() => c.check()), timeout]);
        return [c.name, 'ok'];
      } catch (error) {
        return [c.name, error instanceof Error ? error.message : String(error)];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const unavailable = results.filter(([, r]) => r !== 'ok').map(([name]) => name);
  return { ready: unavailable.length === 0, checks: Object.fromEntries(results), unavailable };
}
