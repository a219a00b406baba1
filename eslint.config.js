// ESLint flat config for the whole monorepo (TypeScript, React in apps/web).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/*.generated.ts',
      'coverage/**',
      'test-results/**',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // NestJS modules are classes with decorators and no members.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    // The services' layering (dependency-cruiser holds the module side, see .dependency-cruiser.cjs):
    // only repositories, query modules and infrastructure inject the database client.
    files: ['apps/{thoughts,hives,feeds}-svc/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.queries.ts',
      '**/jobs/*.consumer.ts',
      '**/outbox/**',
      '**/__tests__/**',
      '**/*.spec.ts',
      '**/*.int-spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hivemind/common',
              importNames: ['PRISMA'],
              message: 'Only repositories (<feature>.repository.ts) and infrastructure use the database client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
