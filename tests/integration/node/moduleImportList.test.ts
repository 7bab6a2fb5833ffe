import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { SHARED_MODULE_NAMES } from '../../../src/microfrontend/sharedModuleNames';

const ROOT = join(__dirname, '..', '..', '..');

interface LintMessage {
  line: number;
  ruleId: string | null;
  message: string;
}

/** Lints one module file with one import per line (ESLint's CLI: its config is an ES module). */
function lintModuleImports(statements: string[]): Map<string, string[]> {
  const source = `${statements.join('\n')}\nexport const used = [${statements.map((_, i) => `p${i}`).join(', ')}];\n`;
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/eslint/bin/eslint.js'),
      '--stdin',
      '--stdin-filename',
      'modules/bills/importProbe.ts',
      '--format',
      'json',
    ],
    { cwd: ROOT, input: source, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  const byStatement = new Map<string, string[]>(statements.map((s) => [s, []]));
  for (const message of result?.messages ?? []) {
    if (message.ruleId !== '@typescript-eslint/no-restricted-imports') continue;
    byStatement.get(statements[message.line - 1] ?? '')?.push(message.message);
  }
  return byStatement;
}

const listed = SHARED_MODULE_NAMES.filter((name) => name.startsWith('@')).map(
  (name, i) => `import * as p${i} from '${name}';`,
);
const offset = listed.length;
const unlisted = [
  '@shell/auth',
  '@flags/client/FlagStore',
  '@shell/ui/overlays/Modal',
  '@modules/upload',
];
const forbidden = unlisted.map((name, i) => `import * as p${offset + i} from '${name}';`);
const extra = offset + forbidden.length;
const typeOnly = `import type * as p${extra} from '@shell/auth';`;
const router = `import { createBrowserRouter as p${extra + 1} } from 'react-router-dom';`;
const primitive = `import * as p${extra + 2} from '@radix-ui/react-dialog';`;

describe('the one list of what a module may import', () => {
  jest.setTimeout(60_000);
  let results: Map<string, string[]>;

  beforeAll(() => {
    results = lintModuleImports([...listed, ...forbidden, typeOnly, router, primitive]);
  });

  it('lets a module import every shell and flag entry the shell shares at runtime', () => {
    for (const statement of listed)
      expect([statement, results.get(statement)]).toEqual([statement, []]);
  });

  it('stops a module importing anything else from the shell, flags or modules at runtime', () => {
    for (const statement of forbidden)
      expect(results.get(statement)?.join('\n')).toContain('sharedSurface.json');
  });

  it('lets a module import types from anywhere, since types vanish from the bundle', () => {
    expect(results.get(typeOnly)).toEqual([]);
  });

  it('holds router imports to the curated surface the shell exposes', () => {
    expect(results.get(router)?.join('\n')).toContain('shared surface of react-router-dom');
  });

  it('sends modules to the kit instead of the primitives it wraps', () => {
    expect(results.get(primitive)?.join('\n')).toContain('@shell/ui');
  });
});
