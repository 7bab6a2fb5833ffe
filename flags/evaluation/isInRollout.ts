import { rolloutOfKey } from './rolloutOfKey';

/**
 * Whether `key` falls in the inclusive range [from, to], with FeatBit's two shortcuts: a range
 * from 0 to (almost) 1 takes everyone, so a "100 %" saved as 0.99999… still does; [0, 0] takes
 * nobody, even a key whose hash is exactly 0.
 */
export function isInRollout(key: string, [from, to]: readonly [number, number]): boolean {
  if (from === 0 && 1 - to < 1e-5) return true;
  if (from === 0 && to === 0) return false;
  const rollout = rolloutOfKey(key);
  return rollout >= from && rollout <= to;
}
