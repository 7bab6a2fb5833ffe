import { evaluateFlag } from './evaluateFlag';
import { flagVariations } from './flagVariations';
import type { ClientFlag, EndUser, FeatureFlag, Segment, VariationType } from './types';
import { asRecord } from './untrusted';

const VARIATION_TYPES: readonly unknown[] = [
  'boolean',
  'number',
  'string',
  'json',
] satisfies VariationType[];

/**
 * The flag as a data-sync message carries it to the client SDK (docs/flags.md), evaluated for
 * `user`. `variation` stays a string (the SDK upper-cases boolean values), variationOptions is
 * always an array (the SDK throws on every variation call without one).
 */
export function toClientFlag(
  flag: FeatureFlag,
  user: EndUser,
  segments: readonly Segment[],
): ClientFlag {
  const fields = asRecord(flag);
  const result = evaluateFlag(flag, user, segments);
  return {
    id: typeof fields.key === 'string' ? fields.key : '',
    variation: result.variation === null ? null : result.variation.value,
    // FeatBit sends "string" for a missing type, and the SDK treats unknown types as strings.
    variationType: VARIATION_TYPES.includes(fields.variationType)
      ? (fields.variationType as VariationType)
      : 'string',
    variationId: result.variation === null ? '' : result.variation.id,
    matchReason: result.reason,
    variationOptions: flagVariations(flag),
    sendToExperiment: result.sendToExperiment,
    timestamp: timestampOf(fields.updatedAt),
  };
}

/**
 * updatedAt in epoch ms: the client's version for this flag, so patches compare against it.
 * Unparseable means 0, the "I have nothing" version, so the client still accepts the flag.
 */
function timestampOf(updatedAt: unknown): number {
  const ms = typeof updatedAt === 'string' ? Date.parse(updatedAt) : Number.NaN;
  return Number.isFinite(ms) ? ms : 0;
}
