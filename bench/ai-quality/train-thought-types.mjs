#!/usr/bin/env node
// Trains the local provider's thought-type model (libs/ai/src/local/thought-type-model.ts) on the
// training files of this folder, measures it by 10-fold cross-validation on the same files, and
// writes it to libs/ai/src/local/generated/thought-type-model.ts (weights, vocabulary, and how it
// was trained, CV figures included, which run.mjs prints).
// held-out-thoughts.json is never used to train or to choose anything (issue 20), so run.mjs's
// held-out figure stays an honest measure of generalisation. Its texts (never its labels) are read
// for one thing only: a training thought that nearly repeats a held-out thought (word-set Jaccard
// ≥ 0.5, chosen before any figure was seen) is left out of training, since a model that has seen a
// thought's near twin would flatter the held-out figure.
// Deterministic: the same files give the same model, byte for byte.
// Usage: node bench/ai-quality/train-thought-types.mjs   (builds libs/ai first; --no-write to only print)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { benchOptions } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const TRAINING_FILES = ['labelled-thoughts.json', 'training-thoughts.json'];
const FOLDS = 10;
const NEAR_DUPLICATE = 0.5;
const OUTPUT = path.join(root, 'libs/ai/src/local/generated/thought-type-model.ts');
const opts = benchOptions({});

execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', path.join(root, 'libs/ai/tsconfig.json')],
  { stdio: 'inherit' },
);
const dist = (file) => import(path.join(root, 'libs/ai/dist', file));
const { analyze } = await dist('nlp/nlp.js');
const { loadWordVectors } = await dist('local/word-vectors.js');
const { thoughtTypeFeatures } = await dist('local/thought-type-features.js');
const { classifyThoughtTypeByRules } = await dist('local/thought-type.js');
const { DEFAULT_TRAINING, trainThoughtTypeModel, crossValidateThoughtTypes } = await dist(
  'local/thought-type-training.js',
);

const wordSet = (text) => new Set(text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
const jaccard = (a, b) => {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
};
const heldOutWords = JSON.parse(readFileSync(path.join(here, 'held-out-thoughts.json'), 'utf8')).thoughts.map((t) =>
  wordSet(t.text),
);
const nearHeldOut = (text) => {
  const words = wordSet(text);
  return heldOutWords.some((h) => jaccard(words, h) >= NEAR_DUPLICATE);
};

const table = await loadWordVectors();
const examples = [];
const excluded = {};
for (const file of TRAINING_FILES) {
  for (const t of JSON.parse(readFileSync(path.join(here, file), 'utf8')).thoughts) {
    if (nearHeldOut(t.text)) {
      excluded[file] = (excluded[file] ?? 0) + 1;
      continue;
    }
    const doc = analyze(t.text);
    examples.push({
      file,
      type: t.type,
      features: thoughtTypeFeatures(doc, table),
      byRules: classifyThoughtTypeByRules(doc),
    });
  }
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;
console.log(
  `left out as near-duplicates of held-out thoughts: ${TRAINING_FILES.map((f) => `${f} ${excluded[f] ?? 0}`).join(', ')}`,
);
const share = (hits) => hits.filter(Boolean).length / hits.length;
let started = Date.now();
const predicted = crossValidateThoughtTypes(examples, FOLDS, DEFAULT_TRAINING);
const cvMs = Date.now() - started;
const byFile = Object.fromEntries(
  TRAINING_FILES.map((file) => [
    file,
    round(share(examples.flatMap((e, i) => (e.file === file ? [predicted[i] === e.type] : [])))),
  ]),
);
const accuracy = round(share(examples.map((e, i) => predicted[i] === e.type)));
console.log(`${FOLDS}-fold cross-validation on ${examples.length} training thoughts (${(cvMs / 1000).toFixed(0)} s):`);
console.log(`  model: ${pct(accuracy)} (${TRAINING_FILES.map((f) => `${f} ${pct(byFile[f])}`).join(', ')})`);
console.log(
  `  rules alone, for comparison (no training; the rules were tuned on labelled-thoughts.json): ${TRAINING_FILES.map(
    (f) => `${f} ${pct(share(examples.filter((e) => e.file === f).map((e) => e.byRules === e.type)))}`,
  ).join(', ')}`,
);

started = Date.now();
const weights = trainThoughtTypeModel(examples, DEFAULT_TRAINING);
const model = {
  ...weights,
  training: {
    files: TRAINING_FILES.map((f) => `bench/ai-quality/${f}`),
    examples: examples.length,
    leftOutNearHeldOut: Object.values(excluded).reduce((a, b) => a + b, 0),
    minTermCount: DEFAULT_TRAINING.minTermCount,
    l2: DEFAULT_TRAINING.l2,
    iterations: DEFAULT_TRAINING.iterations,
    learningRate: DEFAULT_TRAINING.learningRate,
    crossValidation: { folds: FOLDS, accuracy, byFile },
  },
};
console.log(
  `trained on all ${examples.length} thoughts in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.keys(model.terms).length} terms`,
);

if (!opts['no-write']) {
  writeFileSync(OUTPUT, render(model));
  console.log(`written to ${path.relative(root, OUTPUT)}`);
}

function round(x) {
  return Number(x.toFixed(4));
}

/** The model as a TypeScript module, one weight row per line (readable diffs, no formatter needed). */
function render(m) {
  const json = (v) => JSON.stringify(v);
  const rows = (list) => `[\n${list.map((r) => `    ${json(r)},`).join('\n')}\n  ]`;
  const terms = `{\n${Object.entries(m.terms)
    .map(([t, r]) => `    ${json(t)}: ${json(r)},`)
    .join('\n')}\n  }`;
  return `// Generated by bench/ai-quality/train-thought-types.mjs; do not edit (run it again instead).
import type { ThoughtTypeModel } from '../thought-type-model.js';

export const THOUGHT_TYPE_MODEL: ThoughtTypeModel = {
  types: ${json(m.types)},
  scales: ${json(m.scales)},
  bias: ${json(m.bias)},
  rules: ${rows(m.rules)},
  meaning: ${rows(m.meaning)},
  wording: ${rows(m.wording)},
  terms: ${terms},
  training: ${json(m.training)},
};
`;
}
