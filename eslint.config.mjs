import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The API's modules, lowest first: a module may use only those before it, so the graph points one
 * way and has no cycle. A reaction of a lower module to a higher one's event is a hook the
 * composition root (modules/index.ts) registers, never an import.
 */
const API_MODULES = [
  'system',
  'auth',
  'agents',
  'files',
  'content',
  'catalog',
  'orders',
  'coupons',
  'payments',
  'fulfilment',
  'players',
  'support',
  'user',
  // The console's home reads across the store; nothing reads it.
  'dashboard',
];

/** CSV files are written only by platform/csv.ts, so no export can forget to neutralise formula cells. */
const ONE_CSV_WRITER = ['csv-stringify', 'csv-stringify/sync'].map((name) => ({
  name,
  message: 'Write CSV with platform/csv.ts: it keeps cells that start like a formula as text.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '.data/**',
      '**/dist/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  {
    // The API's boundaries (DESIGN section 2). Tests, and the helpers in src/testing that build the
    // whole app for them, may reach into what they test.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing.ts', 'apps/api/src/testing/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/api/src/**/*.ts'],
      'boundaries/elements': [
        { type: 'module', pattern: 'apps/api/src/modules/*', capture: ['name'] },
        { type: 'platform', pattern: 'apps/api/src/platform' },
        // The demo store: loaded only with DEMO_DATA=true, through the modules' surfaces like any caller.
        { type: 'demo', pattern: 'apps/api/src/demo' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // The platform knows no domain and no configuration: it is given what it needs.
              from: { element: { type: 'platform' } },
              disallow: { to: { element: { type: 'module' } } },
              message: 'The platform may not import the domain modules',
            },
            ...API_MODULES.map((name, i) => ({
              from: { element: { type: 'module', captured: { name } } },
              disallow: {
                to: {
                  element: {
                    type: 'module',
                    captured: { name: `!(${API_MODULES.slice(0, i + 1).join('|')})` },
                  },
                },
              },
              message: `Module ${name} may use only the modules before it (${API_MODULES.slice(0, i).join(', ') || 'none'}): the module graph points one way`,
            })),
            {
              // Another module is used through its surface (index.ts), and its tables for foreign keys.
              disallow: { to: { element: { type: 'module', fileInternalPath: '!(index.ts|tables.ts)' } } },
              message: 'Another module is used through its index.ts (or its tables.ts), not its inner files',
            },
          ],
        },
      ],
    },
  },
  {
    // Every CSV the API writes goes through platform/csv.ts, which keeps formula cells as text.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/platform/csv.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ONE_CSV_WRITER }] },
  },
  {
    // The platform is given its settings by whoever builds it; config.ts and the app are above it.
    files: ['apps/api/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/platform/csv.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ONE_CSV_WRITER,
          patterns: [
            {
              regex: String.raw`^(\.\./)+(config|app|main)\.ts$`,
              message: 'The platform does not read the configuration or the app: pass it what it needs.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
