import { readdirSync } from 'node:fs';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noLiteralUiText } from './eslint/no-literal-ui-text.js';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The files of `dir` and of its folders, down, leaving out every `demo/` folder. */
const outsideDemo = (dir) => [
  `${dir}/*.{ts,tsx}`,
  ...readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'demo')
    .flatMap((entry) => outsideDemo(`${dir}/${entry.name}`)),
];

// The demo's shared world (src/sample-data/: the agency, its clients and their contacts…),
// below the features so that several demo APIs tell one story. It stands on lib/ alone; a
// feature's demo/ reads it, the interface gets that data through calls, and lib/ and
// components/ know nothing of it. Tests may read it.
const sampleDataBoundaries = (forTests) => [
  {
    target: './src/sample-data',
    from: './src',
    except: ['./sample-data', './lib'],
    message: 'src/sample-data/ imports only lib/.',
  },
  {
    target: ['./src/lib', './src/components'],
    from: './src/sample-data',
    message: 'lib/ and components/ know no sample data.',
  },
  ...(forTests
    ? []
    : [
        {
          target: [
            './src/*.{ts,tsx}',
            './src/app',
            './src/mocks',
            './src/prerender',
            ...outsideDemo('./src/features'),
          ],
          from: './src/sample-data',
          message:
            "Only a feature's demo/ reads src/sample-data/: pages and components get data through calls.",
        },
      ]),
];

// A feature is a room: it never imports another feature. What two share moves down.
// Tests may also use the demo server and the test helpers.
const boundaries = (forTests) => [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature may not import another feature; move what they share to components/ or lib/ (sample data to sample-data/).',
  })),
  { target: './src/features', from: './src/app', message: 'Features do not import the app layer.' },
  ...(forTests
    ? []
    : [
        {
          target: './src/features',
          from: './src/mocks',
          message: 'Features do not import the mocks gatherer.',
        },
      ]),
  {
    target: ['./src/components', './src/lib'],
    from: forTests
      ? ['./src/features', './src/app']
      : ['./src/features', './src/app', './src/mocks'],
    message: 'components/ and lib/ know no feature.',
  },
  // The contract is what the dashboard and the reference server share: it stands alone.
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: 'The contract imports nothing of the app: the server loads it too.',
  },
  { target: './src', from: './server', message: 'The dashboard never imports the server.' },
  ...sampleDataBoundaries(forTests),
];

// zod/mini only: classic zod in any chunk grows the core that the login page shares.
const oneWayImports = [
  { name: 'zod', message: "Use 'zod/mini' (see docs/tests.md, Bundle budget)." },
  { name: 'zod/v4', message: "Use 'zod/mini' (see docs/tests.md, Bundle budget)." },
  // One way to write a form, the login page's included.
  {
    name: '@mantine/form',
    message: "Use useZodForm from '@/lib/form' (see docs/adding-a-page.md, A form).",
  },
  // One way to keep a page's state in the URL: typed, defaults left out, writes on the latest URL.
  {
    name: 'react-router',
    importNames: ['useSearchParams'],
    message: "Use useUrlParams from '@/lib/use-url-params' (or useListState for a list).",
  },
];

// One way to say what happened: `toast` (success, info, failure with its 401/403 filter,
// undo) or a mutation's `meta`. Only the toast module, the host and the test setup touch the
// notifications store.
const toastImport = {
  name: '@mantine/notifications',
  message:
    "Use toast from '@/components/toast' (or a mutation's meta.successMessage/errorMessage).",
};
// One way to draw a chart outside the chart pages: the lazy pieces, so a page's figures never
// wait for the chart library (docs/shared-pieces.md).
const chartsImport = {
  name: '@mantine/charts',
  allowTypeImports: true,
  message:
    "Use the charts of '@/components/charts/lazy-charts' (the library loads after the figures).",
};
const chartModules = ['src/components/charts/**', 'src/features/charts/**'];

const toastModules = [
  'src/lib/toast.ts',
  'src/components/toast/**',
  'src/app/notifications-host.tsx',
  'src/test/**',
];

// The reference server shares the contract and the demo accounts' seed, nothing else.
const serverBoundaries = [
  {
    target: './server',
    from: './src',
    except: ['./contract', './features/auth/demo/data.ts'],
    message: 'The server imports only src/contract (and the demo accounts) from the dashboard.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'playwright-report',
      'test-results',
      'test-results-real',
      'public/mockServiceWorker.js',
      'tmp-exp',
      'data',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    plugins: { 'import-x': importX, mirante: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries(false) }],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { paths: [...oneWayImports, toastImport, chartsImport] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render HTML from data only through the SafeHtml component (DOMPurify).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/test/**'],
    rules: { 'mirante/no-literal-ui-text': 'error' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries(true) }] },
  },
  {
    files: ['server/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaries(false), ...serverBoundaries] },
      ],
    },
  },
  {
    files: ['src/components/safe-html/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: toastModules,
    rules: { 'no-restricted-imports': ['error', { paths: [...oneWayImports, chartsImport] }] },
  },
  {
    files: chartModules,
    rules: { 'no-restricted-imports': ['error', { paths: [...oneWayImports, toastImport] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  eslintComments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', 'e2e/**', 'e2e-real/**', '*.config.*', 'eslint/**', 'server/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
