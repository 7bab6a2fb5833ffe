import type { BenchFigure } from './BenchFigure';
import { billLinesFigures, formatBillLines } from './billLinesFigures';
import { measureFloor } from './floor/measureFloor';
import { formatBillTable } from './formatBillTable';
import { interactionFigures } from './interactions/interactionFigures';
import { measureInteractions } from './interactions/measureInteractions';
import { formatColdStart } from './formatColdStart';
import { formatInvoiceDecoding, invoiceFigures } from './invoices/invoiceFigures';
import { measureInvoiceDecoding } from './invoices/measureInvoiceDecoding';
import { hostileFigures } from './hostileFigures';
import { measureBillLines } from './measureBillLines';
import { measureBillTable } from './measureBillTable';
import { measureColdStart } from './measureColdStart';
import { measureFlagPropagation } from './measureFlagPropagation';
import { measureHostileLoad } from './measureHostileLoad';
import { measureMockThroughput } from './measureMockThroughput';
import { measureShellSize } from './measureShellSize';
import { mockFigures } from './mockFigures';
import { formatPhoneStart } from './phone/formatPhoneStart';
import { measurePhoneStart } from './phone/measurePhoneStart';
import { phoneFigures } from './phone/phoneFigures';
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
      const floor = await measureFloor();
      return { raw: { ...shell, floor }, figures: sizeFigures(shell, floor) };
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
    name: 'phone',
    needsBuild: true,
    run: async ({ quick, distDir }) => {
      const phone = await measurePhoneStart(
        quick ? { distDir, runs: 1, warmUp: false, trace: false } : { distDir },
      );
      return { raw: phone, figures: phoneFigures(phone), details: formatPhoneStart(phone) };
    },
  },
  {
    name: 'interactions',
    needsBuild: true,
    run: async ({ quick, distDir }) => {
      const bench = await measureInteractions(distDir, quick ? 1 : 5);
      const details = bench.results.map(
        (result) => `  ${result.label}: ${result.notMeasured ?? `${result.samples.join(' ')} ms`}`,
      );
      return { raw: bench, figures: interactionFigures(bench), details };
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
    name: 'billLines',
    needsBuild: false,
    run: async ({ quick }) => {
      const bench = await (quick ? measureBillLines([1], 1) : measureBillLines([1, 4], 9));
      return { raw: bench, figures: billLinesFigures(bench), details: formatBillLines(bench) };
    },
  },
  {
    name: 'invoices',
    needsBuild: true,
    run: async ({ quick, distDir }) => {
      const bench = await measureInvoiceDecoding(distDir, quick, console.info);
      return {
        raw: bench,
        figures: invoiceFigures(bench),
        details: formatInvoiceDecoding(bench),
      };
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
