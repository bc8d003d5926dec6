import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-feature-boundaries.js';

const SONNER_RULE = { name: 'sonner', message: "Import toast from '@/components/ui/toast': it loads Sonner only with the screens that raise toasts." };
/** Tests and what only tests use: builders, fixtures, the test folders. */
const TEST_SUPPORT = ['**/*.test.{ts,tsx}', '**/test/**', '**/__fixtures__/**', '**/fixtures/**', '**/test-*.ts', '**/*-test-helpers.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through lib/env.ts or config/env.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, acclaim: boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'acclaim/feature-boundaries': 'error',
      'no-restricted-imports': ['error', { paths: [SONNER_RULE] }],
    },
  },
  {
    // Test builders and fixtures are for tests, the benchmark and scripts: the product never imports them.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: TEST_SUPPORT,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [SONNER_RULE],
          patterns: [
            {
              group: ['@acclaim/domain/test/*', '**/test/*', '**/test-builders', '**/__fixtures__/*'],
              message: 'Test support is for tests: the product does not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/ui/toast.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Small parts a newcomer can read at once: a function fits on a screen or two, a file holds one idea. Tests,
    // test support, fixtures and the data tables (the authority library, the proof-fact questions) are exempt.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'scripts/**/*.ts'],
    ignores: [...TEST_SUPPORT, 'packages/domain/src/authorities/library.ts', 'packages/domain/src/evidence/proof-facts.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80 }],
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    // Configuration, tests and tooling may read the environment directly.
    files: ['apps/server/src/lib/env.ts', '**/*.test.ts', '**/test/**', 'e2e/**', '*.config.ts', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
