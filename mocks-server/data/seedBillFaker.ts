import type { Faker } from '@faker-js/faker';
import { createSeededFaker } from './createSeededFaker';
import type { MockState } from './MockState';

/**
 * A faker for what one bill carries beside its form (trips, data links, supplier progress),
 * drawn when asked for rather than at start: the same seed and bill id always give the same
 * values, and the lab pays nothing for bills nobody opens. `topic` keeps the lists apart.
 */
export function seedBillFaker(state: MockState, billId: string, topic: string): Faker {
  let hash = state.seed >>> 0;
  for (const char of `${topic}:${billId}`) {
    // FNV-1a over the UTF-16 units: cheap, and stable across Node versions.
    hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  }
  return createSeededFaker(hash, new Date(state.generatedAt));
}
