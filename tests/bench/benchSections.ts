import type { BenchFigure } from './BenchFigure';
import { formatBillTable } from './formatBillTable';
import { formatColdStart } from './formatColdStart';
import { hostileFigures } from './hostileFigures';
import { measureBillTable } from './measureBillTable';
import { measureColdStart } from './measureColdStart';
import { measureFlagPropagation } from './measureFlagPropagation';
import { measureHostileLoad } from './measureHostileLoad';
import { measureMockThroughput } from './measureMockThroughput';
import { measureShellSize } from './measureShellSize';
import { mockFigures } from './mockFigures';
import { runOptionalMeasures } from './optionalMeasures';
import { sizeFigures } from './sizeFigures';
import { billTableFigures, coldStartFigures, flagFigures } from './timingFigures';

export interface SectionOutcome {
  raw: unknown;
  figures: BenchFigure[];
  /** Lines printed beyond the figures themselves. */
  details?: string[];
  problems?: string[];
}

export interface BenchSection {
  name: string;
  /** Needs the production build in `distDir`. */
  needsBuild: boolean;
  run(options: { quick: boolean; distDir: string }): Promise<SectionOutcome>;
}

/**
 * Every bench, in run order. Quick mode (CI) uses few iterations: enough to prove each figure is
 * produced, not to judge it. A new bench is one more row.
 */
export const BENCH_SECTIONS: readonly BenchSection[] = [
  {
    name: 'shell',
    needsBuild: true,
    run: async ({ distDir }) => {
      const shell = measureShellSize(distDir);
      return { raw: shell, figures: sizeFigures(shell) };
    },
  },
  {
    name: 'coldStart',
    needsBuild: true,
    run: async ({ quick, distDir }) => {
      const coldStart = await measureColdStart(
        quick ? { distDir, hosts: ['web'], runs: 1 } : { distDir },
      );
      return {
        raw: coldStart,
        figures: coldStartFigures(coldStart),
        details: formatColdStart(coldStart),
      };
    },
  },
  {
    name: 'flags',
    needsBuild: true,
    run: async ({ quick }) => {
      const flags = await measureFlagPropagation(quick ? 6 : 50);
      return { raw: flags, figures: flagFigures(flags) };
    },
  },
  {
    name: 'mock',
    needsBuild: false,
    run: async ({ quick }) => {
      const [seconds, rounds] = quick ? [1, 1] : [10, 3];
      const mock = await measureMockThroughput(seconds, rounds);
      const note = `median of ${rounds} rounds × ${seconds} s after a 2 s warm-up`;
      return { raw: mock, figures: mockFigures(mock, note) };
    },
  },
  {
    name: 'hostile',
    needsBuild: false,
    run: async ({ quick }) => {
      const seconds = quick ? 1 : 5;
      const load = await measureHostileLoad(seconds);
      return { raw: load, figures: hostileFigures(load, seconds) };
    },
  },
  {
    name: 'billTable',
    needsBuild: false,
    run: async ({ quick }) => {
      const table = await measureBillTable(quick ? [1] : [1, 4]);
      return { raw: table, figures: billTableFigures(table), details: formatBillTable(table) };
    },
  },
  {
    name: 'optional',
    needsBuild: true,
    run: async ({ quick }) => {
      if (quick) process.env.BENCH_QUICK = '1';
      const outcome = await runOptionalMeasures();
      return { raw: outcome.raw, figures: outcome.figures, problems: outcome.problems };
    },
  },
];
