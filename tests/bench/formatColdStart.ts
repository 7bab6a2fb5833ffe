import type { ColdStart } from './measureColdStart';
import type { RepeatSeen, Spread } from './summarizeColdStart';

const spread = (ms: Spread) => `median ${ms.median} ms (min ${ms.min}, max ${ms.max})`;

const repeats = (seen: readonly RepeatSeen[], runs: number) =>
  seen.length === 0
    ? 'none'
    : seen
        .map((repeat) => `${repeat.request} ×${repeat.times} (${repeat.runs}/${runs} runs)`)
        .join(', ');

/** The readable part of the bench output for the cold start measurement. */
export function formatColdStart(result: ColdStart): string[] {
  const { load } = result;
  const lines = [
    `Cold start to signed-in home, CPU throttled ${result.throttling}×, median of ${result.runs} runs (fresh browser context each)`,
    `  load average ${load.before} → ${load.after} on ${load.cores} cores${load.before > 1 || load.after > 1 ? ': other work ran too, figures are noisy' : ''}`,
  ];
  for (const host of result.hosts) {
    const { journal, browser } = host;
    const verdict = host.meetsGoal ? 'meets' : 'SHORT of';
    lines.push(
      `  ${host.host}`,
      `    app document → home  ${spread(host.coldStartMs)}  (${verdict} goal ≤ ${result.goalMs} ms)`,
      `    open address → home  ${spread(host.totalMs)}, redirects included`,
    );
    if (journal.beforeDocument.length > 0) {
      lines.push(`    before the app document: ${journal.beforeDocument.join(', ')}`);
    }
    lines.push(
      `    journal: ${journal.sequential} sequential steps to home (per run ${journal.sequentialPerRun.join(' ')})`,
      ...journal.steps.map((step, index) => `      ${index + 1}. ${step.join(' + ')}`),
      `    repeated requests: ${repeats(journal.repeated, result.runs)}  (${host.noRepeats ? 'meets' : 'SHORT of'} goal: none)`,
      `    browser, scripts and lab host calls too: ${browser.sequential} sequential steps (per run ${browser.sequentialPerRun.join(' ')})`,
      `      ${browser.steps.map((step) => step.join(' + ')).join(' → ')}`,
      `    repeated in the browser: ${repeats(browser.repeated, result.runs)}`,
    );
  }
  return lines;
}
