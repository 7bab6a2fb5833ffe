import { IGNORE_CODE } from '@shell/http';

/** What a refused step tells the person: the bill moved on (409), or anything else failed. */
export type ActionProblem = 'conflict' | 'failed';

function fieldOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

/** null for a superseded request (the http client's `error:ignore`), which shows nothing. */
export function actionProblemOf(error: unknown): ActionProblem | null {
  if (fieldOf(error, 'code') === IGNORE_CODE) return null;
  return fieldOf(error, 'status') === 409 ? 'conflict' : 'failed';
}
