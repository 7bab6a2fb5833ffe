import type { FeatureFlag } from '../../flags/evaluation/types';
import { FlagDefinitionError } from './FlagDefinitionError';
import { TENANT_PROPERTY } from './targetTenants';

export interface Rollout {
  /** 0..100: the share of buckets served `variationId`. */
  percentage: number;
  /** The property that buckets users; corporationId keeps each tenant in one bucket. null: keyId. */
  dispatchKey?: string | null;
  /** Defaults to the "true" variation of a boolean flag. */
  variationId?: string;
  /** Who is outside the percentage; defaults to "false", or the first other variation. */
  otherVariationId?: string;
}

/**
 * Rolls the flag's fallthrough out to a percentage: `variationId` on [0, p], the other variation
 * on [p, 1]. Rules and targeting keep precedence. Returns a new flag.
 */
export function setRollout(flag: FeatureFlag, rollout: Rollout): FeatureFlag {
  const { percentage } = rollout;
  if (typeof percentage !== 'number' || !(percentage >= 0 && percentage <= 100)) {
    throw new FlagDefinitionError(`percentage must be a number from 0 to 100, got ${percentage}`);
  }
  const byValue = (value: string) => flag.variations.find((v) => v.value === value)?.id;
  const on =
    rollout.variationId ?? (flag.variationType === 'boolean' ? byValue('true') : undefined);
  if (on === undefined) {
    throw new FlagDefinitionError(`variationId is required for a ${flag.variationType} flag`);
  }
  const other =
    rollout.otherVariationId ??
    (flag.variationType === 'boolean' ? byValue('false') : undefined) ??
    flag.variations.find((v) => v.id !== on)?.id;
  if (other === undefined || other === on) {
    throw new FlagDefinitionError('a rollout needs two different variations');
  }
  // Whole hundred-thousandths: 33.3 % must not become 0.33299999999999996.
  const share = Math.round(percentage * 1000) / 100000;
  const dispatchKey = rollout.dispatchKey === undefined ? TENANT_PROPERTY : rollout.dispatchKey;
  return {
    ...flag,
    fallthrough: {
      dispatchKey: dispatchKey === '' ? null : dispatchKey,
      includedInExpt: flag.fallthrough.includedInExpt,
      variations: [
        { id: on, rollout: [0, share], exptRollout: 1 },
        { id: other, rollout: [share, 1], exptRollout: 1 },
      ],
    },
  };
}
