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

// Modules are delivered as their own bundles and register themselves; the shell reaching into one
// would make src and modules import each other (tests/integration/node/folderImports.test.ts).
const shellNeverImportsModules = {
  regex: '^(@modules/|(\\.\\./)+modules/)',
  message:
    'The shell never imports a module: modules are delivered as their own bundles. Move what both need into src/ (a module reads it through the shared surface).',
};

const appRestrictions = (extra, paths = []) => [
  'error',
  { patterns: [noLabOrMocks, relativeEscape, ...extra], paths },
];

// The one list (src/microfrontend/sharedSurface.json) decides what a module bundle may import
// from outside itself at runtime; the shell exposes exactly those names and webpack makes them
// externals, so anything else would be bundled a second time with its own state.
const sharedNames = Object.keys(sharedSurface.shared);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const notListed = `(?!(${sharedNames.map(escapeRegex).join('|')})$)`;
const LIST_FILE = 'src/microfrontend/sharedSurface.json';

const moduleImportRules = [
  {
    regex: `^${notListed}@(shell|flags|modules)/`,
    allowTypeImports: true,
    message: `A module reaches the shell, flags and other modules only through the names on the one list (${LIST_FILE}); anything else would be bundled a second time with its own state. Type-only imports are fine.`,
  },
  {
    regex: `^${notListed}(react|react-dom|react-router|react-router-dom|mobx|mobx-react-lite|styled-components|react-i18next|i18next)(/|$)`,
    allowTypeImports: true,
    message: `Shared libraries exist once at runtime: a module imports only the entries on the one list (${LIST_FILE}).`,
  },
  {
    regex: '^(@radix-ui/|downshift$)',
    message:
      'Modules build on the UI kit (@shell/ui), which wraps the accessible primitives once for everyone.',
  },
];

// Module bundles get these libraries from the shell at runtime, as curated surfaces.
const sharedSurfacePaths = Object.entries(sharedSurface.shared)
  .filter(([, names]) => Array.isArray(names))
  .map(([name, allowImportNames]) => ({
    name,
    allowImportNames,
    allowTypeImports: true,
    message: `At runtime a module gets only the shared surface of ${name} (${LIST_FILE}): add the name there and to exposeShared.ts first.`,
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
    ignores: ['modules/**/*.test.{ts,tsx}', 'modules/**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [noLabOrMocks, relativeEscape, ...moduleImportRules],
          paths: sharedSurfacePaths,
        },
      ],
    },
  },
  {
    // Tests included: a shell test that reaches into a module makes src depend on modules too.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': appRestrictions([shellNeverImportsModules]),
    },
  },
  {
    files: ['src/hosts/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': appRestrictions([
        shellNeverImportsModules,
        {
          regex: '^@shell/[^/]+/.+',
          message:
            'Host bridges use the rest of the shell through its public entry points (a src/ folder index); internals change without notice.',
        },
      ]),
    },
  },
  {
    // The wire contract sits below everyone who reads or answers it: the app, the mock and the lab
    // import it, it imports none of them (contracts/README.md).
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(@(shell|modules|flags)/|(\\.\\./)+(src|modules|flags|mocks-server|lab)(/|$))',
              message:
                'The contract imports no app, flag, mock or lab code: both sides depend on it, so it must depend on neither.',
            },
            {
              regex: '^(?!valibot$|@contracts/|\\.{1,2}/)',
              message:
                'The contract is schemas and word lists: valibot and its own files only, so every bundle that takes a schema stays small.',
            },
          ],
        },
      ],
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
