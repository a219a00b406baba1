// The context secret signs every user context the subgraphs trust. No deployment file may carry
// one (compose reads it from the user's .env, k8s from a Secret the operator creates), and any value
// written anywhere in the repository is public, so the production check must refuse it
// (libs/common env.ts: missing, shorter than 32 bytes, or listed in REPOSITORY_KNOWN_SECRETS).
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { productionSecretProblem } from '@hivemind/common';
import { ROOT, readText } from './deploy-helpers.js';

const TEXT_FILE = /\.(ts|tsx|mjs|cjs|js|json|ya?ml|md|sh|env|example|toml)$|(^|\/)(Dockerfile|run)$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => TEXT_FILE.test(f) && !f.startsWith('bench/ai-quality/') && !f.endsWith('package-lock.json'));

/**
 * Every literal assigned to a name ending in SECRET or Secret (`CONTEXT_SECRET: '…'`, `TEST_SECRET =
 * '…'`, `CONTEXT_SECRET=…`, `contextSecret: '…'`); computed values (`${…}`, calls) are not literals.
 */
const ASSIGNED = /\b(?:[A-Z0-9_]*SECRET|[a-z][A-Za-z0-9]*Secret)['"]?\s*[:=]\s*['"`]?([^\s'"`,;)}\]]+)/g;
const isLiteral = (value: string): boolean => !value.includes('${') && !value.includes('(');

describe('context secrets in the repository', () => {
  test('every secret-like value written in the repository is refused in production', () => {
    expect(files.length).toBeGreaterThan(100);
    const accepted: string[] = [];
    let seen = 0;
    for (const file of files) {
      for (const m of readText(file).matchAll(ASSIGNED)) {
        seen += 1;
        const value = m[1]!;
        if (isLiteral(value) && productionSecretProblem(value) === null) accepted.push(`${file}: ${value}`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    // A value listed here must go into REPOSITORY_KNOWN_SECRETS (or stop being committed).
    expect(accepted).toEqual([]);
  });

  test('the production check refuses the values deployments used to ship', () => {
    for (const value of [
      'compose-dev-context-secret-change-me',
      'dev-cluster-context-secret-not-for-production',
      'REPLACE_WITH_A_LONG_RANDOM_SECRET',
    ])
      expect([value, productionSecretProblem(value)]).toEqual([value, expect.any(String)]);
  });
});
