import fc from 'fast-check';
import { evaluateFlag } from './evaluateFlag';
import { OPERATOR_NAMES } from './operators';
import { makeUser } from './testFixtures';
import type { EndUser, FeatureFlag, Segment } from './types';

const user = fc
  .record({ keyId: fc.string({ minLength: 1 }), tenant: fc.string(), department: fc.string() })
  .map(({ keyId, tenant, department }) => makeUser(keyId, { corporationId: tenant, department }));

// Arbitrary JSON-ish values where the evaluator expects structure.
const junk = fc.oneof(fc.anything(), fc.constant(undefined), fc.constant(null));
const condition = fc.record({
  property: fc.oneof(
    fc.constantFrom(
      'keyId',
      'name',
      'corporationId',
      'User is in segment',
      'User is not in segment',
    ),
    junk,
  ),
  op: fc.oneof(fc.constantFrom(...OPERATOR_NAMES), junk),
  value: fc.oneof(fc.string(), fc.constantFrom('["seg-1"]', '[', 'null', '(', '1e3'), junk),
});
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, junk);
const rule = fc.record({
  name: maybe(fc.string()),
  dispatchKey: maybe(fc.constantFrom('corporationId', '', 'keyId')),
  includedInExpt: maybe(fc.boolean()),
  conditions: maybe(fc.array(maybe(condition), { maxLength: 3 })),
  variations: maybe(
    fc.array(
      maybe(
        fc.record({
          id: maybe(fc.constantFrom('v-on', 'v-off', 'x')),
          rollout: maybe(fc.array(fc.double(), { maxLength: 3 })),
          exptRollout: maybe(fc.double()),
        }),
      ),
      { maxLength: 3 },
    ),
  ),
});
const malformedFlag = fc.record(
  {
    key: maybe(fc.string()),
    isArchived: maybe(fc.boolean()),
    isEnabled: maybe(fc.boolean()),
    exptIncludeAllTargets: maybe(fc.boolean()),
    disabledVariationId: maybe(fc.constantFrom('v-on', 'v-off', 'x')),
    variations: maybe(
      fc.array(
        maybe(
          fc.record({ id: maybe(fc.constantFrom('v-on', 'v-off')), value: maybe(fc.string()) }),
        ),
      ),
    ),
    targetUsers: maybe(
      fc.array(maybe(fc.record({ keyIds: maybe(fc.array(fc.string())), variationId: junk }))),
    ),
    rules: maybe(fc.array(maybe(rule), { maxLength: 3 })),
    fallthrough: maybe(rule),
  },
  { requiredKeys: [] },
);
const malformedUser = fc.oneof(
  user,
  junk,
  fc.record({ keyId: junk, name: junk, customizedProperties: junk }),
);
const malformedSegments = fc.oneof(
  fc.array(
    fc.record({
      id: fc.constant('seg-1'),
      included: maybe(fc.array(fc.string())),
      excluded: junk,
      rules: maybe(fc.array(maybe(fc.record({ conditions: maybe(fc.array(condition)) })))),
    }),
  ),
  junk,
);

describe('evaluateFlag on untrusted input', () => {
  it('never throws on malformed flags, users or segments and always returns a well-formed result', () => {
    fc.assert(
      fc.property(malformedFlag, malformedUser, malformedSegments, (flag, anyUser, segments) => {
        const result = evaluateFlag(
          flag as unknown as FeatureFlag,
          anyUser as EndUser,
          segments as Segment[],
        );
        expect(typeof result.reason).toBe('string');
        expect(typeof result.sendToExperiment).toBe('boolean');
        if (result.variation !== null) {
          expect(typeof result.variation.id).toBe('string');
          expect(typeof result.variation.value).toBe('string');
        }
      }),
      { numRuns: 2000 },
    );
  });
});
