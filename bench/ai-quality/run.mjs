#!/usr/bin/env node
// Measures the local AI provider on the labelled sets of this folder and records the figures in
// bench/RESULTS.md (its "AI quality" section, replaced in place between the markers):
//   - thought-type accuracy on held-out-thoughts.json (never used to tune the rules; target ≥ 70%) and,
//     for context, on labelled-thoughts.json (the set the lexicon was tuned on), plus category accuracy;
//   - paraphrase top-5 recall: each wording should find its 2 other wordings among its 5 nearest
//     neighbours, on held-out-paraphrases.json among the held-out thoughts (target ≥ 60%) and, for
//     context, on paraphrase-groups.json (the set the embedding's weights were chosen on) among the
//     labelled thoughts.
// The targets apply to the held-out sets only: those are the figures that say how the rules generalise.
// Usage: node bench/ai-quality/run.mjs   (builds libs/ai first with tsc -b; --no-write to only print)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { benchOptions, nowUtc, writeSection } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const TARGET_TYPE = 0.7;
const TARGET_RECALL = 0.6;
const opts = benchOptions({});

execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', path.join(root, 'libs/ai/tsconfig.json')],
  {
    stdio: 'inherit',
  },
);
const { LocalAiProvider, LOCAL_EMBEDDING_MODEL, measureClassification, measureParaphraseRecall } = await import(
  path.join(root, 'libs/ai/dist/index.js')
);

const read = (name) => JSON.parse(readFileSync(path.join(here, name), 'utf8'));
const labelled = read('labelled-thoughts.json').thoughts;
const heldOut = read('held-out-thoughts.json').thoughts;
const groups = read('paraphrase-groups.json').groups;
const heldOutGroups = read('held-out-paraphrases.json').groups;

const provider = new LocalAiProvider();
let started = Date.now();
await provider.warmUp();
const loadMs = Date.now() - started;
started = Date.now();
const dev = await measureClassification(provider, labelled);
const held = await measureClassification(provider, heldOut);
const classifyMs = (Date.now() - started) / (labelled.length + heldOut.length);
started = Date.now();
const para = await measureParaphraseRecall(
  provider,
  groups,
  labelled.map((t) => t.text),
  5,
);
const embedMs = (Date.now() - started) / para.corpusSize;
const heldPara = await measureParaphraseRecall(
  provider,
  heldOutGroups,
  heldOut.map((t) => t.text),
  5,
);

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const verdict = (x, target) =>
  x >= target ? `meets the ≥ ${pct(target)} target` : `MISSES the ≥ ${pct(target)} target`;
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${cpu.trim()}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.platform()} ${os.release()}, Node ${process.version}`;

const missesByType = {};
for (const m of held.misses)
  missesByType[`${m.expected} → ${m.got}`] = (missesByType[`${m.expected} → ${m.got}`] ?? 0) + 1;

const section = `## AI quality: local provider (bench/ai-quality)

Measured ${nowUtc()} on ${machine}. Command: \`node bench/ai-quality/run.mjs\`. Held to its targets in CI by
\`libs/ai/src/__tests__/quality.spec.ts\`, on the held-out sets only (issue 20).

| measure | set | result | target |
|---|---|---|---|
| thought-type accuracy | held-out-thoughts.json (${held.total} thoughts, never used to tune the rules) | **${pct(held.typeAccuracy)}** | ≥ 70%: ${verdict(held.typeAccuracy, TARGET_TYPE)} |
| thought-type accuracy | labelled-thoughts.json (${dev.total} thoughts, 7 per type; the lexicon was tuned on it) | ${pct(dev.typeAccuracy)} | (context only) |
| paraphrase top-5 recall | held-out-paraphrases.json: ${heldPara.groups} groups × 3 wordings among ${heldPara.corpusSize} thoughts | **${pct(heldPara.recall)}** | ≥ 60%: ${verdict(heldPara.recall, TARGET_RECALL)} |
| paraphrase top-5 recall | paraphrase-groups.json: ${para.groups} groups × 3 wordings among ${para.corpusSize} thoughts (the embedding's weights were chosen on it) | ${pct(para.recall)} | (context only) |
| category accuracy | labelled / held-out | ${pct(dev.categoryAccuracy)} / ${pct(held.categoryAccuracy)} | (no target; labels are a judgement call) |

Embedding model \`${LOCAL_EMBEDDING_MODEL}\` (256 dimensions). Word-vector load ${(loadMs / 1000).toFixed(1)} s once per process;
classify ${classifyMs.toFixed(1)} ms per thought; embed ${embedMs.toFixed(2)} ms per text.

How the figures were reached, honestly: the labelled set was written first (realistic thoughts, 7 per
type); the rule lexicon was then written and checked against it, and cue words that only existed to
catch one sentence of the set were removed again. The held-out set was written without reading the rules
(51 thoughts after the rules were frozen, 51 more for issue 20) and is never used to tune them: the gap
between the two (${pct(dev.typeAccuracy)} vs ${pct(held.typeAccuracy)}) is the honest measure of that fitting. Typical
confusions on the held-out set: ${
  Object.entries(missesByType)
    .map(([k, v]) => `${k} (${v})`)
    .join(', ') || 'none'
}.
The embedding's meaning/spelling share was swept on the paraphrase set (0.65 → 63%, 0.75 → 67% (v1),
0.85 → 71% (v2, chosen), 0.95 → 73%): the spelling block is kept for names the word vectors do not know.
What would raise them: thought types are a judgement a lexicon only approximates (observation vs
insight vs theory); a small trained classifier (logistic regression on the sentence embedding plus
the rule scores, trained on a few thousand labelled thoughts) or the openai provider would do better.
Paraphrases that share no content word and whose words are far apart in the 100-d vectors (e.g. "Q3
results document" vs "quarterly report") need a sentence-embedding model.`;

console.log(section);
if (!opts['no-write']) {
  // Written as this benchmark always wrote it, unformatted (RESULTS.md is not checked by Prettier).
  await writeSection('ai-quality', section, { format: false });
  console.log('written to bench/RESULTS.md');
}
if (held.typeAccuracy < TARGET_TYPE || heldPara.recall < TARGET_RECALL) process.exitCode = 1;
