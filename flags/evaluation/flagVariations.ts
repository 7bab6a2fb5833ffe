import type { FeatureFlag } from './types';
import { asArray, asRecord, asString } from './untrusted';

export interface VariationOption {
  id: string;
  value: string;
}

/**
 * The flag's well-formed variations as {id, value}: what the client receives as
 * variationOptions and the only variations evaluation may serve. Entries without a string id
 * and value are dropped rather than served as something the client cannot convert.
 */
export function flagVariations(flag: FeatureFlag): VariationOption[] {
  const options: VariationOption[] = [];
  for (const entry of asArray(asRecord(flag).variations)) {
    const fields = asRecord(entry);
    const id = asString(fields.id);
    const value = asString(fields.value);
    if (id !== null && value !== null) options.push({ id, value });
  }
  return options;
}

/**
 * The first option with this id, or FeatBit's empty variation { id: '', value: '' } when a
 * disabled/target/rollout reference points nowhere. FeatBit rejects such a flag; serving "" lets
 * the SDK fall back to the caller's default instead of failing the whole data-sync.
 */
export function findVariation(options: readonly VariationOption[], id: unknown): VariationOption {
  const found = typeof id === 'string' ? options.find((option) => option.id === id) : undefined;
  return found ? { ...found } : { id: '', value: '' };
}
