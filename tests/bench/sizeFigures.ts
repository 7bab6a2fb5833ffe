import { figure, goal, round, type BenchFigure } from './BenchFigure';
import type { ShellSize } from './measureShellSize';

export const SIZE_GOALS_KB = { criticalPath: 150, wholeShell: 200, module: 50 };

const kb = (bytes: number) => round(bytes / 1000);
const GZIP = 'gzip -9 (node:zlib) of each file of the production build';

/** Shell and module bundle sizes, and how many scripts carry each shared library. */
export function sizeFigures(shell: ShellSize): BenchFigure[] {
  const section = 'Bundle sizes';
  return [
    figure({
      id: 'shell.criticalPathGzip',
      section,
      label: 'Shell JavaScript on the critical path to the first screen',
      value: kb(shell.initialGzipBytes),
      unit: 'kB',
      goal: goal('at most', SIZE_GOALS_KB.criticalPath),
      how: `${GZIP}: the scripts index.html loads`,
    }),
    figure({
      id: 'shell.wholeGzip',
      section,
      label: 'Whole shell, lazy chunks included',
      value: kb(shell.wholeShellGzipBytes),
      unit: 'kB',
      goal: goal('at most', SIZE_GOALS_KB.wholeShell),
      how: GZIP,
    }),
    ...shell.modules.map((asset) =>
      figure({
        id: `module.${asset.file}`,
        section,
        label: `Module bundle ${asset.file}`,
        value: kb(asset.gzipBytes),
        unit: 'kB',
        goal: goal('at most', SIZE_GOALS_KB.module),
        how: `${GZIP}: the bundle registry.json names`,
      }),
    ),
    ...Object.entries(shell.sharedCopies).map(([library, copies]) =>
      figure({
        id: `singleCopy.${library}`,
        section,
        label: `Scripts that contain ${library}`,
        value: copies,
        unit: 'copies',
        goal: goal('exactly', 1),
        how: 'a string only that library contains, searched in every built script',
      }),
    ),
  ];
}
