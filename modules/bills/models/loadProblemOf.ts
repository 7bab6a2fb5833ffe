import { IGNORE_CODE } from '@shell/http';

/** What a page says when a load failed; 'ignore' is a superseded request, shown as nothing. */
export type LoadProblem = 'failed' | 'notFound';

function fieldOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

export function loadProblemOf(error: unknown): LoadProblem | 'ignore' {
  if (fieldOf(error, 'code') === IGNORE_CODE) return 'ignore';
  return fieldOf(error, 'status') === 404 ? 'notFound' : 'failed';
}
