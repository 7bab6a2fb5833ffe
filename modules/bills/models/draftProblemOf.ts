import { IGNORE_CODE, POLICY_CHECK_CODE } from '@shell/http';

/**
 * Why a draft write or a submit failed, as the page says it: the policy check's
 * standard-violation (spec §5, §8), a refusal of the bill's state or person (409), a body the
 * server did not accept (400), anything else.
 */
export type DraftProblem = 'policyCheck' | 'refused' | 'invalid' | 'failed';

function fieldOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

/** 'ignore' is a superseded request: nothing to say. */
export function draftProblemOf(error: unknown): DraftProblem | 'ignore' {
  const code = fieldOf(error, 'code');
  if (code === IGNORE_CODE) return 'ignore';
  if (code === POLICY_CHECK_CODE) return 'policyCheck';
  const status = fieldOf(error, 'status');
  if (status === 409) return 'refused';
  return status === 400 ? 'invalid' : 'failed';
}
