import type * as v from 'valibot';
import type { RouteKey } from '../testing/unusedRoutes';

/** The parts of a request that decide which reader an answer is for. */
export interface AnswerRequest {
  readonly query: unknown;
  readonly body: unknown;
}

/**
 * A reader that reads only some answers of a route: the home's to-do count asks the backlog for
 * one field of one bill, so the approval list's contract does not hold for that answer.
 */
export interface Reader {
  readonly schema: v.GenericSchema;
  readonly when: (request: AnswerRequest) => boolean;
}

/**
 * What the app reads from one route's answer: the contract schemas its readers parse it with (one
 * per reader that reads it differently; a schema alone reads every answer) and the fields those
 * read that the lab's seed never sends, each with why that is fine; or why there is no JSON to
 * read (a file, a script, a redirect, an empty answer).
 */
export type AnswerContract =
  | {
      readonly schemas: readonly (v.GenericSchema | Reader)[];
      readonly notSent?: Readonly<Record<string, string>>;
    }
  | { readonly noJson: string };

/** Route key (`METHOD /api/…` as listRoutes names it) → the contract its answers follow. */
export type AnswerContracts = Readonly<Partial<Record<RouteKey, AnswerContract>>>;

/** The schema of a reader, and whether it reads the answer to `request`. */
export function readerOf(item: v.GenericSchema | Reader): {
  schema: v.GenericSchema;
  reads: (request: AnswerRequest) => boolean;
} {
  if ('when' in item) return { schema: item.schema, reads: item.when };
  return { schema: item, reads: () => true };
}

/** A list request that asks for some fields only (a list query's `select`): the home's counts. */
export function asksSomeFields({ body }: AnswerRequest): boolean {
  return typeof body === 'object' && body !== null && 'select' in body && Boolean(body.select);
}

/** A list request for whole entries. */
export const asksWholeEntries = (request: AnswerRequest): boolean => !asksSomeFields(request);

/** The print centre's backlog: whole tasks narrowed by its filter to the paper steps. */
export const asksForPaperSteps = (request: AnswerRequest): boolean =>
  asksWholeEntries(request) && /\b(SENDING|RECEIVING)\b/.test(JSON.stringify(request.body) ?? '');
