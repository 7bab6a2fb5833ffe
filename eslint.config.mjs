import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import sharedSurface from './src/microfrontend/sharedSurface.json' with { type: 'json' };

const noLabOrMocks = {
  regex: '(^|/)(mocks-server|lab)(/|$)',
  message:
    'App code never imports the lab or the mock backend: they are development tools and must not ship to staff.',
};

const relativeEscape = {
  regex: '^(\\.\\./){2,}',
  message:
    'Cross-folder imports go through the @shell/, @flags/ and @modules/ aliases so the boundary rules can see them.',
};

const appRestrictions = (extra, paths = []) => [
  'error',
  { patterns: [noLabOrMocks, relativeEscape, ...extra], paths },
];

// Module bundles get these libraries from the shell at runtime, as curated surfaces.
const sharedSurfacePaths = Object.entries(sharedSurface).map(([name, allowImportNames]) => ({
  name,
  allowImportNames,
  message: `At runtime a module gets only the shared surface of ${name} (src/microfrontend/sharedSurface.json): add the name there and to exposeShared.ts first.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'tests/setup/jsdomEnvironment.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['modules/**/*.{ts,tsx}'],
    ignores: ['modules/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': appRestrictions(
        [
          {
            regex: '^@shell/[^/]+/.+',
            message:
              'Modules use the shell through its public entry points (a src/ folder index); internals change without notice.',
          },
          {
            regex: '^@modules/[^/]+/.+',
            message:
              "Reach another module only through its index.ts: its internals are that team's to change.",
          },
          {
            regex: '^@flags/(?!catalog$|client$)',
            message:
              'Modules read flags through the catalogue and the FlagStore entry point; evaluation and definitions belong to the lab.',
          },
        ],
        sharedSurfacePaths,
      ),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/modules.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': appRestrictions([
        {
          regex: '^@modules/',
          message:
            'The shell knows modules only through the one explicit list in src/modules.ts, so a module can be removed in one place.',
        },
      ]),
    },
  },
  {
    files: ['flags/client/**/*.{ts,tsx}', 'flags/catalog.ts'],
    ignores: ['flags/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': appRestrictions([]) },
  },
  {
    files: ['mocks-server/**/*.ts', 'lab/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@(shell|modules)/',
              allowTypeImports: true,
              message:
                'The lab shares only types with the app (import type): running app code in the mock server would hide contract bugs.',
            },
          ],
        },
      ],
    },
  },
  {
    // Bill titles, staff names and file names are user data: React escapes text, raw HTML would run it.
    files: ['src/**/*.{ts,tsx}', 'modules/**/*.{ts,tsx}', 'flags/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'No dangerouslySetInnerHTML: rendered data (titles, names, file names) must stay inert text. Render it as children, or show remote HTML in a sandboxed iframe.',
        },
        {
          selector: "Property[key.name='dangerouslySetInnerHTML']",
          message:
            'No dangerouslySetInnerHTML, not even through createElement props: data must render as inert text.',
        },
      ],
    },
  },
  {
    files: ['flags/evaluation/**/*.ts'],
    ignores: ['flags/evaluation/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|fs$|path$|http$|crypto$|react)',
              message:
                'The evaluator is pure so the lab, the app and tests share it: no Node APIs, no DOM, no React.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The evaluator is pure: no DOM.' },
        { name: 'document', message: 'The evaluator is pure: no DOM.' },
        { name: 'process', message: 'The evaluator is pure: no Node globals.' },
      ],
    },
  },
  {
    // The lab's browser programs (consoles, fake host SDKs) take the page as a parameter, so jest
    // runs them in any jsdom window; only their entry files touch the real globals.
    files: ['lab/console/web/**/*.ts', 'lab/hosts/web/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*Entry.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'fetch',
          'localStorage',
          'sessionStorage',
          'location',
          'navigator',
        ].map((name) => ({
          name,
          message: `Use the injected window (win.${name === 'window' ? '' : name}…): lab browser code runs in a test's jsdom window too.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['innerHTML', 'outerHTML'].map((property) => ({
          property,
          message: 'Build DOM with Dom.el (textContent): server text must never become markup.',
        })),
        { property: 'insertAdjacentHTML', message: 'Build DOM with Dom.el: no HTML strings.' },
        { property: 'write', message: 'No document.write: build DOM with Dom.el.' },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
);
