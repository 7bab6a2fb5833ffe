/**
 * FeatBit's fake store (evaluation server Infrastructure/Fakes/flags.json + segments.json),
 * transcribed down to what evaluation reads; ids, keys, rollouts and times are FeatBit's.
 * Used by conformance.test.ts only.
 */
import { IN_SEGMENT } from './isConditionMatch';
import type { FeatureFlag, RolloutVariation, Segment, TargetRule } from './types';

const range = (id: string, from: number, to: number): RolloutVariation => ({
  id,
  rollout: [from, to],
  exptRollout: 1,
});

function fake(
  key: string,
  updatedAt: string,
  on: string,
  off: string,
  extra: Partial<FeatureFlag> = {},
): FeatureFlag {
  return {
    id: `${key}-id`,
    envId: '226b9bf8-4af3-4ffa-9b01-162270e4cd40',
    key,
    name: key,
    variationType: 'boolean',
    variations: [
      { id: on, name: '', value: 'true' },
      { id: off, name: '', value: 'false' },
    ],
    targetUsers: [],
    rules: [],
    isEnabled: true,
    disabledVariationId: off,
    fallthrough: { dispatchKey: null, includedInExpt: true, variations: [range(on, 0, 1)] },
    exptIncludeAllTargets: true,
    isArchived: false,
    tags: [],
    createdAt: updatedAt,
    updatedAt,
    ...extra,
  };
}

const rule = (
  name: string,
  dispatchKey: string | null,
  conditions: TargetRule['conditions'],
  variations: RolloutVariation[],
): TargetRule => ({
  id: name,
  name,
  dispatchKey,
  includedInExpt: false,
  conditions,
  variations,
});

const [t1, f1] = ['3da96792-debf-4878-905a-c9b5f9178cd0', '19cf9fb6-b790-4877-ab96-b5c5e73e0b46'];
const [t2, f2] = ['8af48424-cdd7-42e6-b138-a6c589347ca1', 'f7280f87-b277-4cec-9f8f-66e2f890e845'];
const [t3, f3] = ['b74ab5bf-618d-438a-a2f4-ff1f15210809', 'e228dd33-9a0d-43c7-ba94-752fbede1cec'];
const [t4, f4] = ['e43f54c0-65f9-46a0-8684-3ad64c1fc933', '94db52f0-d000-4939-ad25-e7ae7ecd7726'];
const [t5, f5] = ['d3e3b90b-9a63-4493-8e2f-25b145e8199d', '4cbc7313-f12b-4eb3-9d50-2711505e58a9'];
const SEGMENT_ID = '0779d76b-afc6-4886-ab65-af8c004273ad';

export const featbitFakeFlags: FeatureFlag[] = [
  fake('returns-true', '2023-01-28T02:04:55.616Z', t1, f1),
  fake('return-10p-true', '2023-01-28T02:08:14.804Z', t2, f2, {
    fallthrough: {
      dispatchKey: 'keyId',
      includedInExpt: true,
      variations: [range(t2, 0, 0.1), range(f2, 0.1, 1)],
    },
  }),
  fake('individual-targeting', '2023-01-28T02:20:52.102Z', t3, f3, {
    targetUsers: [
      { keyIds: Array.from({ length: 10 }, (_, i) => `true-${i + 1}`), variationId: t3 },
      { keyIds: Array.from({ length: 5 }, (_, i) => `false-${i + 1}`), variationId: f3 },
    ],
  }),
  fake('two-custom-rules', '2023-01-28T05:49:35.885Z', t4, f4, {
    rules: [
      rule(
        'Rule 1',
        null,
        [
          { property: 'age', op: 'BiggerThan', value: '22' },
          { property: 'name', op: 'EndsWith', value: '_qa' },
        ],
        [range(t4, 0, 1)],
      ),
      rule(
        'Rule 2',
        'keyId',
        [{ property: 'country', op: 'IsOneOf', value: '["cn","us","jp","gb","es","ss"]' }],
        [range(t4, 0, 0.2), range(f4, 0.2, 1)],
      ),
    ],
  }),
  fake('custom-rule-with-segment', '2023-01-28T05:58:05.421Z', t5, f5, {
    rules: [
      rule(
        'Rule 1',
        'keyId',
        [{ property: IN_SEGMENT, op: '', value: `["${SEGMENT_ID}"]` }],
        [range(t5, 0, 0.1), range(f5, 0.1, 1)],
      ),
      rule(
        'Rule 2',
        null,
        [{ property: IN_SEGMENT, op: '', value: '["556c11b2-f08a-4e10-b0b7-af8e008125b3"]' }],
        [range(f5, 0, 1)],
      ),
    ],
  }),
];

export const featbitFakeSegments: Segment[] = [
  {
    id: SEGMENT_ID,
    envId: '226b9bf8-4af3-4ffa-9b01-162270e4cd40',
    name: 'sample',
    key: 'sample',
    type: 'environment-specific',
    included: Array.from({ length: 10 }, (_, i) => `true-${i + 1}`),
    excluded: Array.from({ length: 5 }, (_, i) => `false-${i + 1}`),
    rules: [
      {
        id: '19a77402-3ee7-4ea0-83bc-3e019b982d1b',
        name: 'Rule 1',
        conditions: [
          { property: 'number', op: 'LessEqualThan', value: '100' },
          { property: 'age', op: 'IsOneOf', value: '["1","2","3","4","5","6","7","8","9","10"]' },
          { property: 'name', op: 'NotEqual', value: 'bob' },
          { property: 'isMember', op: 'IsTrue', value: 'IsTrue' },
        ],
      },
    ],
    isArchived: false,
    updatedAt: '2023-01-16T04:12:44.5261122Z',
  },
];
