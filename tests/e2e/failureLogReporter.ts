import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the "page log" a failing test attached (see fixtures.ts) in full: the list reporter cuts
 * text attachments at 300 characters, and the CI log is often all there is to read.
 */
export default class FailureLogReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'page log' || !attachment.body) continue;
      const title = test.titlePath().filter(Boolean).join(' › ');
      process.stdout.write(`\n── page log: ${title} ──\n${attachment.body.toString()}\n\n`);
    }
  }
}
