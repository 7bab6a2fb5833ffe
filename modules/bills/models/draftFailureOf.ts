import { IGNORE_CODE, POLICY_CHECK_CODE } from '@shell/http';
import { isDecimalString, type DecimalString } from '@shell/money';
import type { LineProblem } from '../lines/FeeLinesStore';
import { draftFailureBodySchema } from '@contracts/bills/draftFailureBody';
import { parse } from '@contracts/core/parse';

/**
 * Why a draft write or a submit failed, as the page says it: the policy check's
 * standard-violation (docs/bills-and-workflow.md), a total the server computed differently from the lines,
 * lines still unfinished, a refusal of the bill's state or person (409), a body the server did
 * not accept (400), the session's end (401), anything else.
 */
export type DraftProblem =
  'policyCheck' | 'totalMismatch' | 'incomplete' | 'refused' | 'invalid' | 'signedOut' | 'failed';

/** A problem with what the server named: the lines at fault, the amounts it compared. */
export interface DraftFailure {
  kind: DraftProblem;
  lines: LineProblem[];
  /** What the client rejected with, for the shell's notifier to word. */
  error: unknown;
  /** totalMismatch: the total sent and the sum of the lines the server made. */
  amounts?: { sent: DecimalString; lines: DecimalString };
}

const TOTAL_MISMATCH = 'error:lab:total-mismatch';
const INCOMPLETE = 'error:lab:bill-incomplete';

function fieldOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? Reflect.get(error, key) : undefined;
}

function kindOf(error: unknown): DraftProblem | 'ignore' {
  const code = fieldOf(error, 'code');
  if (code === IGNORE_CODE) return 'ignore';
  if (code === POLICY_CHECK_CODE) return 'policyCheck';
  if (code === TOTAL_MISMATCH) return 'totalMismatch';
  if (code === INCOMPLETE) return 'incomplete';
  const status = fieldOf(error, 'status');
  if (status === 401) return 'signedOut';
  if (status === 409) return 'refused';
  return status === 400 ? 'invalid' : 'failed';
}

/** 'ignore' is a superseded request: nothing to say. The body is untrusted. */
export function draftFailureOf(error: unknown): DraftFailure | 'ignore' {
  const kind = kindOf(error);
  if (kind === 'ignore') return kind;
  const { lines, sent, sum } = parse(draftFailureBodySchema, fieldOf(error, 'data'));
  const amounts =
    kind === 'totalMismatch' && isDecimalString(sent) && isDecimalString(sum)
      ? { sent, lines: sum }
      : undefined;
  return { kind, lines, error, ...(amounts ? { amounts } : {}) };
}
