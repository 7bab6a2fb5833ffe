import { figure, goal, round, type BenchFigure } from './BenchFigure';
import type { FloorSize } from './floor/measureFloor';
import type { ShellSize } from './measureShellSize';

/** The critical path is judged against the floor of our stack (issue 20), not a fixed size. */
export const SIZE_GOALS_KB = { overFloor: 30, module: 50 };

const kb = (bytes: number) => round(bytes / 1000);
const GZIP = 'gzip -9 (node:zlib) of each file of the production build';

/** Shell and module bundle sizes, and how many scripts carry each shared library. */
export function sizeFigures(shell: ShellSize, floor: FloorSize): BenchFigure[] {
  const section = 'Bundle sizes';
  return [
    figure({
      id: 'shell.criticalPathGzip',
      section,
      label: 'Shell JavaScript on the critical path to the first screen',
      value: kb(shell.initialGzipBytes),
      unit: 'kB',
      how: `${GZIP}: the scripts index.html loads before its first screen (not the async start-calls script, which runs beside it)`,
    }),
    figure({
      id: 'floor.gzip',
      section,
      label: 'The floor of our stack: one routed component on the same libraries',
      value: kb(floor.gzipBytes),
      unit: 'kB',
      how: `${GZIP}: tests/bench/floor/floorEntry.tsx built with the shell's webpack/swc settings and the installed versions of react, react-dom, react-router-dom, mobx, mobx-react-lite, styled-components, i18next/react-i18next and axios, each used as the shell's first screen uses it`,
    }),
    figure({
      id: 'shell.criticalPathOverFloor',
      section,
      label: 'Critical path beyond the floor (critical path = floor + this)',
      value: round(kb(shell.initialGzipBytes) - kb(floor.gzipBytes)),
      unit: 'kB',
      goal: goal('at most', SIZE_GOALS_KB.overFloor),
      how: 'the two figures above, same build settings, same run',
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
