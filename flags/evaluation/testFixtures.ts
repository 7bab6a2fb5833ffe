/**
 * Builders for the evaluator's tests: well-formed FeatBit JSON with only what a test cares
 * about spelled out. Not exported from index.ts.
 */
import type {
  Condition,
  EndUser,
  FeatureFlag,
  RolloutVariation,
  Segment,
  TargetRule,
} from './types';

export function everyone(id: string, exptRollout = 0): RolloutVariation {
  return { id, rollout: [0, 1], exptRollout };
}

export function makeFlag(overrides: Partial<FeatureFlag> = {}): FeatureFlag {
  return {
    id: 'f0c1a7e2-0000-4000-8000-000000000001',
    envId: 'env-1',
    key: 'new-checkout',
    name: 'New checkout',
    variationType: 'boolean',
    variations: [
      { id: 'v-on', name: 'On', value: 'true' },
      { id: 'v-off', name: 'Off', value: 'false' },
    ],
    targetUsers: [],
    rules: [],
    isEnabled: true,
    disabledVariationId: 'v-off',
    fallthrough: { dispatchKey: null, includedInExpt: false, variations: [everyone('v-off')] },
    exptIncludeAllTargets: false,
    isArchived: false,
    tags: [],
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-02T03:04:05.678Z',
    ...overrides,
  };
}

export function makeRule(
  name: string,
  conditions: Condition[],
  variations: RolloutVariation[] = [everyone('v-on')],
  overrides: Partial<TargetRule> = {},
): TargetRule {
  return {
    id: `rule-${name}`,
    name,
    dispatchKey: null,
    includedInExpt: false,
    conditions,
    variations,
    ...overrides,
  };
}

export function makeUser(
  keyId: string,
  properties: Record<string, string> = {},
  name = 'bob',
): EndUser {
  return {
    keyId,
    name,
    customizedProperties: Object.entries(properties).map(([key, value]) => ({ name: key, value })),
  };
}

export function makeSegment(overrides: Partial<Segment> = {}): Segment {
  return {
    id: 'seg-1',
    envId: 'env-1',
    name: 'Beta tenants',
    key: 'beta-tenants',
    type: 'environment-specific',
    included: [],
    excluded: [],
    rules: [],
    isArchived: false,
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
