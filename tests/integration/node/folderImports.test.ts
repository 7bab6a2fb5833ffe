import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(__dirname, '../../..');

/** The top-level folders whose imports must form no cycle (contracts/ once it exists). */
const FOLDERS = ['src', 'modules', 'flags', 'lab', 'mocks-server', 'contracts'].filter((name) =>
  existsSync(path.join(repoRoot, name)),
);
const ALIASES: Readonly<Record<string, string>> = {
  '@shell/': 'src',
  '@flags/': 'flags',
  '@modules/': 'modules',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The top-level folder an import lands in, or null for a package or a file outside them. */
function targetFolder(file: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return ALIASES[alias];
  if (!specifier.startsWith('.')) return null;
  const target = path.relative(repoRoot, path.resolve(path.dirname(file), specifier));
  const top = target.split(path.sep)[0];
  return FOLDERS.includes(top) ? top : null;
}

/** Every import between two different top-level folders, type-only ones included. */
function crossFolderImports(): { from: string; to: string; file: string; specifier: string }[] {
  return FOLDERS.flatMap((from) =>
    sourceFiles(path.join(repoRoot, from)).flatMap((file) =>
      // preProcessFile reads import, export-from, import() and require like the compiler does,
      // so words in comments and strings are not mistaken for imports.
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map(({ fileName: specifier }) => ({
          from,
          to: targetFolder(file, specifier),
          file: path.relative(repoRoot, file),
          specifier,
        }))
        .filter(
          (edge): edge is typeof edge & { to: string } => edge.to !== null && edge.to !== from,
        ),
    ),
  );
}

/** A cycle in the folder graph as `a → b → a`, or null. */
function findCycle(edges: ReadonlyMap<string, ReadonlySet<string>>): string | null {
  const visiting: string[] = [];
  const done = new Set<string>();
  const visit = (node: string): string | null => {
    if (visiting.includes(node))
      return [...visiting.slice(visiting.indexOf(node)), node].join(' → ');
    if (done.has(node)) return null;
    visiting.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    visiting.pop();
    done.add(node);
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('imports between the top-level folders', () => {
  const imports = crossFolderImports();

  it('never go from the shell into a module', () => {
    const offending = imports
      .filter((edge) => edge.from === 'src' && edge.to === 'modules')
      .map((edge) => `${edge.file} imports ${edge.specifier}`);
    expect(offending).toEqual([]);
  });

  it('form no cycle between folders', () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to } of imports) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    const cycle = findCycle(edges);
    const witnesses = cycle
      ? imports
          .filter((edge) => cycle.includes(`${edge.from} → ${edge.to}`))
          .slice(0, 10)
          .map((edge) => `${edge.file} imports ${edge.specifier}`)
      : [];
    expect({ cycle, witnesses }).toEqual({ cycle: null, witnesses: [] });
  });

  it('would catch a shell file importing a module, the cycle this test exists for', () => {
    const edges = new Map([
      ['modules', new Set(['src'])],
      ['src', new Set(['modules'])],
    ]);
    expect(findCycle(edges)).toBe('modules → src → modules');
    expect(targetFolder(path.join(repoRoot, 'src/x.ts'), '../modules/bills')).toBe('modules');
    expect(targetFolder(path.join(repoRoot, 'src/a/x.ts'), '../modules')).toBe('src');
  });
});
