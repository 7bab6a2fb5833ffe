import type { Clock } from '@shell/auth';
import type { PersonInfo } from '../shared/hostContract';
import { parsePersonInfo } from './parsePersonInfo';

export const PERSON_INFO_POLL_MS = 100;
export const PERSON_INFO_TIMEOUT_MS = 30000;

export class PersonInfoTimeoutError extends Error {
  override readonly name = 'PersonInfoTimeoutError';
  constructor(readonly waitedMs: number) {
    super(`Person info did not appear in the session data within ${waitedMs} ms`);
  }
}

export interface PollPersonInfoOptions {
  read(): unknown;
  clock: Clock;
  intervalMs?: number;
  timeoutMs?: number;
}

/** Waits for the session data to carry person info (docs/sign-in-and-hosts.md "Plain web host"). */
export function pollPersonInfo({
  read,
  clock,
  intervalMs = PERSON_INFO_POLL_MS,
  timeoutMs = PERSON_INFO_TIMEOUT_MS,
}: PollPersonInfoOptions): Promise<PersonInfo> {
  const attempt = (): PersonInfo | null => {
    try {
      return parsePersonInfo(read());
    } catch {
      return null;
    }
  };
  const first = attempt();
  if (first) return Promise.resolve(first);
  const startedAt = clock.now();
  return new Promise((resolve, reject) => {
    const handle = clock.setInterval(() => {
      const info = attempt();
      if (info) {
        clock.clearInterval(handle);
        resolve(info);
      } else if (clock.now() - startedAt >= timeoutMs) {
        clock.clearInterval(handle);
        reject(new PersonInfoTimeoutError(timeoutMs));
      }
    }, intervalMs);
  });
}
