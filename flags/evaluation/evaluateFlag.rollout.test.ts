import { evaluateFlag } from './evaluateFlag';
import { rolloutOfKey } from './rolloutOfKey';
import { everyone, makeFlag, makeRule, makeUser } from './testFixtures';
import type { FeatureFlag } from './types';

const on = { id: 'v-on', value: 'true' };
const acme = { property: 'corporationId', op: 'Equal', value: 'acme' };
const u1 = makeUser('u1', { corporationId: 'acme', department: 'finance' });

describe('evaluateFlag', () => {
  describe('percentage rollout', () => {
    const split = [
      { id: 'v-on', rollout: [0, 0.5] as [number, number], exptRollout: 0 },
      { id: 'v-off', rollout: [0.5, 1] as [number, number], exptRollout: 0 },
    ];

    it.each([null, '', ' \t'])(
      'buckets on flag key + keyId when dispatchKey is %j',
      (dispatchKey) => {
        const flag = makeFlag({
          key: 'test',
          fallthrough: { dispatchKey, includedInExpt: false, variations: split },
        });
        const user = makeUser('-value'); // 'test' + '-value' → 0.1465…, FeatBit's own vector
        expect(rolloutOfKey('test-value')).toBeLessThan(0.5);
        expect(evaluateFlag(flag, user, []).variation).toEqual(on);
      },
    );

    it('buckets on flag key + the dispatchKey property when one is set', () => {
      const flag = makeFlag({
        key: 'test',
        fallthrough: { dispatchKey: 'corporationId', includedInExpt: false, variations: split },
      });
      expect(
        evaluateFlag(flag, makeUser('zzz', { corporationId: '-value' }), []).variation,
      ).toEqual(on);
    });

    it('buckets a user lacking the dispatchKey property on the flag key alone', () => {
      const flag = makeFlag({
        key: 'test-value',
        fallthrough: { dispatchKey: 'corporationId', includedInExpt: false, variations: split },
      });
      const users = ['a', 'b', 'c'].map(
        (keyId) => evaluateFlag(flag, makeUser(keyId), []).variation,
      );
      expect(users).toEqual([on, on, on]); // rolloutOfKey('test-value') < 0.5
    });

    it('gives the first range a user on a shared boundary', () => {
      const p = rolloutOfKey('test-value');
      const variations = [
        { id: 'v-on', rollout: [0.1, p] as [number, number], exptRollout: 0 },
        { id: 'v-off', rollout: [p, 1] as [number, number], exptRollout: 0 },
      ];
      const flag = makeFlag({
        key: 'test',
        fallthrough: { dispatchKey: null, includedInExpt: false, variations },
      });
      expect(evaluateFlag(flag, makeUser('-value'), []).variation).toEqual(on);
    });

    it('serves the empty variation when no range holds the user', () => {
      const variations = [{ id: 'v-on', rollout: [0, 0] as [number, number], exptRollout: 1 }];
      const flag = makeFlag({
        fallthrough: { dispatchKey: null, includedInExpt: true, variations },
      });
      expect(evaluateFlag(flag, u1, [])).toEqual({
        variation: { id: '', value: '' },
        reason: 'default',
        sendToExperiment: false,
      });
    });
  });

  describe('sendToExperiment', () => {
    const withFallthrough = (
      includedInExpt: boolean,
      exptRollout: number,
      extra: Partial<FeatureFlag> = {},
    ) =>
      makeFlag({
        fallthrough: {
          dispatchKey: null,
          includedInExpt,
          variations: [everyone('v-on', exptRollout)],
        },
        ...extra,
      });

    it('is true for everyone when the flag includes all targets in the experiment', () => {
      expect(
        evaluateFlag(withFallthrough(false, 0, { exptIncludeAllTargets: true }), u1, [])
          .sendToExperiment,
      ).toBe(true);
    });

    it('is false when the rule or fallthrough is not in the experiment', () => {
      expect(evaluateFlag(withFallthrough(false, 1), u1, []).sendToExperiment).toBe(false);
    });

    it('is false when exptRollout is 0', () => {
      expect(evaluateFlag(withFallthrough(true, 0), u1, []).sendToExperiment).toBe(false);
    });

    it('is true for every user when exptRollout covers the whole variation', () => {
      expect(evaluateFlag(withFallthrough(true, 1), u1, []).sendToExperiment).toBe(true);
    });

    it('samples users by the "expt"-prefixed dispatch key otherwise', () => {
      const flag = withFallthrough(true, 0.5);
      for (const keyId of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
        const expected = rolloutOfKey(`expt${flag.key}${keyId}`) <= 0.5;
        expect(evaluateFlag(flag, makeUser(keyId), []).sendToExperiment).toBe(expected);
      }
    });

    it('uses the matched rule’s includedInExpt, not the fallthrough’s', () => {
      const rule = makeRule('Acme', [acme], [everyone('v-on', 1)], { includedInExpt: true });
      const flag = withFallthrough(false, 1, { rules: [rule] });
      expect(evaluateFlag(flag, u1, [])).toEqual({
        variation: on,
        reason: 'Acme',
        sendToExperiment: true,
      });
    });
  });
});
