import type { PersonStep } from './PersonStep';
import type { Recording, RecordingEntry } from './Recording';

const q = (value: unknown): string => JSON.stringify(value);

function locator(step: { role: string; name: string; nth?: number }): string {
  const base = `page.getByRole(${q(step.role)}, { name: ${q(step.name)}, exact: true })`;
  return step.nth === undefined ? base : `${base}.nth(${step.nth})`;
}

/** One person step as a Playwright statement, by role and accessible name. */
export function stepCode(step: PersonStep): string | null {
  switch (step.action) {
    case 'click':
      return `await ${locator(step)}.click();`;
    case 'fill':
      return `await ${locator(step)}.fill(${q(step.value)});`;
    case 'select':
      return `await ${locator({ role: 'combobox', name: step.name, nth: step.nth })}.selectOption({ label: ${q(step.option)} });`;
    case 'check':
    case 'uncheck':
      return `await ${locator(step)}.${step.action}();`;
    case 'choose-files': {
      const files = step.files.map((id) => `file(${q(id)})`).join(', ');
      return `await page.getByLabel(${q(step.name)}, { exact: true }).setInputFiles([${files}]);`;
    }
    case 'press':
      return `await page.keyboard.press(${q(step.key)});`;
    case 'observe':
      return null;
  }
}

/** What the person saw before acting in the console: the test waits for the same alerts. */
function seenCode(seen: string[]): string[] {
  if (seen.length === 0) return [];
  return [
    `// What the person saw before the next step: ${seen.join('; ')}`,
    ...seen.map(
      (text) =>
        `await expect(page.getByRole('alert').filter({ hasText: ${q(text)} }).first()).toBeVisible();`,
    ),
  ];
}

function entryCode(entry: RecordingEntry): string[] {
  if (entry.kind === 'step') {
    const code = stepCode(entry.step);
    return entry.step.action === 'observe' ? seenCode(entry.seen) : code ? [code] : [];
  }
  if (entry.kind === 'scenario-state')
    return [`await lab.setScenarioState(${q(entry.scenario)}, ${q(entry.state)});`];
  if (entry.kind === 'preset') {
    return [
      `await lab.${entry.action === 'activate' ? 'activatePreset' : 'deactivatePreset'}(${q(entry.name)});`,
    ];
  }
  return [];
}

/** The test body: the person's steps and the console's scenario actions, in recorded order. */
export function timelineCode(recording: Recording): string[] {
  return recording.entries.flatMap(entryCode);
}

/** What the person saw at the end in the main region: each heading, button, link and alert. */
export function finalViewCode(recording: Recording): string[] {
  if (recording.finalView.length === 0) return [];
  return [
    '// What the person saw at the end, in the main region',
    "const main = page.getByRole('main');",
    ...recording.finalView.map((node) => {
      // An alert or a status has no name of its own: its text is what the person read.
      if (node.role === 'alert' || node.role === 'status') {
        return `await expect(main.getByRole(${q(node.role)}).filter({ hasText: ${q(node.name)} }).first()).toBeVisible();`;
      }
      const level = node.level === undefined ? '' : `, level: ${node.level}`;
      return `await expect(main.getByRole(${q(node.role)}, { name: ${q(node.name)}, exact: true${level} }).first()).toBeVisible();`;
    }),
  ];
}

/** The journal the replay must produce: per request, its statuses, runs counted once. */
export function expectedJournal(recording: Recording): Record<string, number[]> {
  const byRequest: Record<string, number[]> = {};
  for (const entry of recording.entries) {
    if (entry.kind !== 'http') continue;
    const statuses = (byRequest[`${entry.request.method} ${entry.request.path}`] ??= []);
    if (statuses.at(-1) !== entry.response.status) statuses.push(entry.response.status);
  }
  return byRequest;
}
