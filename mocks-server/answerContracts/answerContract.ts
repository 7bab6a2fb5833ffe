import type * as v from 'valibot';
import type { RouteKey } from '../testing/unusedRoutes';

/**
 * What the app reads from one route's answer: the contract schemas its readers parse it with (one
 * per reader that reads it differently) and the fields those read that the lab's seed never sends,
 * each with why that is fine; or why there is no JSON to read (a file, a script, a redirect, an
 * empty answer).
 */
export type AnswerContract =
  | {
      readonly schemas: readonly v.GenericSchema[];
      readonly notSent?: Readonly<Record<string, string>>;
    }
  | { readonly noJson: string };

/** Route key (`METHOD /api/…` as listRoutes names it) → the contract its answers follow. */
export type AnswerContracts = Readonly<Partial<Record<RouteKey, AnswerContract>>>;
