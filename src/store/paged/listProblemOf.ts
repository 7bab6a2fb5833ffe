import { IGNORE_CODE } from '@shell/http';
import type { ListProblem } from './PagedListSource';

function fieldOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? Reflect.get(error, key) : undefined;
}

/** What a list says when a load failed; 'ignore' is a superseded request, shown as nothing. */
export function listProblemOf(error: unknown): ListProblem | 'ignore' {
  if (fieldOf(error, 'code') === IGNORE_CODE) return 'ignore';
  return fieldOf(error, 'status') === 404 ? 'notFound' : 'failed';
}
