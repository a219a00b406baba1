// Embeddings for the demo data, made by the same local provider the agent worker runs
// (libs/ai LocalAiProvider: deterministic, no network), so related posts and similar streams work on
// seeded rows exactly as on new ones. The seed imports the built library (libs/ai/dist); when it is
// missing (a fresh clone before `npm run build`), it builds that one library first.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function importAi() {
  try {
    return await import('@hivemind/ai');
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    const built = spawnSync('npx', ['tsc', '-b', 'libs/ai/tsconfig.json'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('could not build libs/ai (npx tsc -b libs/ai/tsconfig.json failed)');
    return import('@hivemind/ai');
  }
}

/** The shared constants of the spec (roles, vote types, moderation texts), from the built contracts. */
export async function loadContracts() {
  await importAi();
  return import('@hivemind/contracts');
}

/**
 * The local provider, warmed up (loads the word vectors once, ~3 s): embeddings in batches, plus the
 * provider itself for the demo thoughts' classification and list matching.
 */
export async function createEmbedder() {
  const { LocalAiProvider } = await importAi();
  const provider = new LocalAiProvider();
  await provider.warmUp();
  return {
    provider,
    model: provider.embeddingModel,
    /** @param {string[]} texts @returns {Promise<number[][]>} */
    async embed(texts) {
      const out = [];
      const BATCH = 2_000;
      for (let i = 0; i < texts.length; i += BATCH) {
        const results = await provider.embed(texts.slice(i, i + BATCH));
        for (const r of results) out.push(r.embedding);
      }
      return out;
    },
  };
}
