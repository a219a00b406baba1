import { z } from 'zod';
import { assertProductionSecrets, envUrl, loadEnv } from '@hivemind/common';
import { subgraphEnvShape } from '@hivemind/common/nest';

export const thoughtsEnvSchema = z.object({
  ...subgraphEnvShape(4101),
  THOUGHTS_DATABASE_URL: envUrl('postgresql://postgres@127.0.0.1:5432/hivemind_thoughts'),
});
export type ThoughtsEnv = z.infer<typeof thoughtsEnvSchema>;

export function loadThoughtsEnv(env: NodeJS.ProcessEnv = process.env): ThoughtsEnv {
  const parsed = loadEnv('thoughts-svc', thoughtsEnvSchema, env);
  assertProductionSecrets('thoughts-svc', parsed);
  return parsed;
}
