import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { answerCheckFile } from './answerCheckFiles';
import { E2E_PORT } from './e2ePort';

/**
 * Keeps what the lab's answer check saw before Playwright stops the lab (its web server stops
 * after this teardown): tests/routes/checkAnswerContracts.ts judges it after the whole run.
 */
export default async function globalTeardown(): Promise<void> {
  const port = String(E2E_PORT);
  const answer = await fetch(`http://127.0.0.1:${port}/__lab/answer-check`).catch(() => null);
  if (!answer?.ok) return;
  const file = answerCheckFile(port);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await answer.text());
}
