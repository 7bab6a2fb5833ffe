import { findVariation, type VariationOption } from './flagVariations';
import { isInRollout } from './isInRollout';
import type { EvalResult } from './types';
import { asArray, asRecord } from './untrusted';

export interface RolloutInput {
  /** The rule's or fallthrough's `variations`, untrusted. */
  variations: unknown;
  /** flag.key + the dispatch property's value (or keyId). */
  dispatchKey: string;
  options: readonly VariationOption[];
  exptIncludeAllTargets: boolean;
  includedInExpt: boolean;
  reason: string;
}

function rangeOf(value: unknown): [number, number] | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [from, to]: unknown[] = value;
  return typeof from === 'number' &&
    Number.isFinite(from) &&
    typeof to === 'number' &&
    Number.isFinite(to)
    ? [from, to]
    : null;
}

/**
 * FeatBit's RolloutUserVariation: the first rollout range holding the dispatch key wins; none
 * gives the empty variation. An entry with a malformed range is skipped (FeatBit throws), so the
 * user falls on to the next range instead of breaking the evaluation.
 */
export function rolloutResult(input: RolloutInput): EvalResult {
  let variation: VariationOption = { id: '', value: '' };
  let dispatchRollout = 0;
  let exptRollout = 0;
  for (const entry of asArray(input.variations)) {
    const fields = asRecord(entry);
    const range = rangeOf(fields.rollout);
    if (range === null || !isInRollout(input.dispatchKey, range)) continue;
    variation = findVariation(input.options, fields.id);
    if (variation.id !== '') {
      dispatchRollout = range[1] - range[0];
      const expt = fields.exptRollout;
      exptRollout = typeof expt === 'number' && Number.isFinite(expt) ? expt : 0;
    }
    break;
  }
  return {
    variation,
    reason: input.reason,
    sendToExperiment: sendToExperiment(input, dispatchRollout, exptRollout),
  };
}

function sendToExperiment(
  input: RolloutInput,
  dispatchRollout: number,
  exptRollout: number,
): boolean {
  if (input.exptIncludeAllTargets) return true;
  if (!input.includedInExpt) return false;
  if (exptRollout === 0 || dispatchRollout === 0) return false;
  // A separate hash ("expt" prefix) so experiment membership is independent of the variation;
  // exptRollout is a share of all users, hence divided by this variation's share.
  return isInRollout(`expt${input.dispatchKey}`, [0, Math.min(1, exptRollout / dispatchRollout)]);
}
