import { z } from 'zod';
import { assertProductionSecrets, envBool, envUrl, loadEnv } from '@hivemind/common';
import { subgraphEnvShape } from '@hivemind/common/nest';

export const hivesEnvSchema = z.object({
  ...subgraphEnvShape(4102),
  HIVES_DATABASE_URL: envUrl('postgresql://postgres@127.0.0.1:5432/hivemind_hives'),
  /** The outbox relay runs in every replica (rows are claimed with SKIP LOCKED); off only for tests. */
  OUTBOX_RELAY_ENABLED: envBool(true),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
});
export type HivesEnv = z.infer<typeof hivesEnvSchema>;

export function loadHivesEnv(env: NodeJS.ProcessEnv = process.env): HivesEnv {
  const parsed = loadEnv('hives-svc', hivesEnvSchema, env);
  assertProductionSecrets('hives-svc', parsed);
  return parsed;
}
