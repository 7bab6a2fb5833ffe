import type { BenchFigure } from './BenchFigure';
import type { MachineFacts } from './machineFacts';

export interface BenchReport {
  date: string;
  /** A --quick run only proves every figure is produced; its numbers are not the goals' test. */
  quick: boolean;
  machine: MachineFacts;
  figures: BenchFigure[];
  /** Sections that failed to run, and why. */
  problems: string[];
  /** Each section's full result, for whoever needs more than the figures. */
  raw: Record<string, unknown>;
  /** Each section's readable lines beyond its figures (e.g. where the phone start's time goes). */
  details?: Record<string, string[]>;
}

/** Figures whose absence is only acceptable while another issue has not added its bench. */
const OPTIONAL_PREFIXES = ['upload.', 'interaction.addFeeLine'];

/** What keeps a report from counting as complete: failed sections and figures with no value. */
export function missingFromReport(report: Pick<BenchReport, 'figures' | 'problems'>): string[] {
  const missing = report.figures
    .filter((entry) => entry.value === null)
    .filter((entry) => !OPTIONAL_PREFIXES.some((prefix) => entry.id.startsWith(prefix)))
    .map((entry) => `${entry.id}: ${entry.how}`);
  return [...report.problems, ...missing];
}
