import { evaluateFlag } from './evaluateFlag';
import { everyone, makeFlag, makeUser } from './testFixtures';
import type { FeatureFlag } from './types';

const off = { id: 'v-off', value: 'false' };
const u1 = makeUser('u1', { corporationId: 'acme', department: 'finance' });

describe('evaluateFlag', () => {
  describe('with malformed flags', () => {
    it('treats a flag that is not explicitly enabled as disabled', () => {
      const flag = { ...makeFlag(), isEnabled: 'yes' } as unknown as FeatureFlag;
      expect(evaluateFlag(flag, u1, []).reason).toBe('flag disabled');
    });

    it('serves the empty variation for dangling variation ids', () => {
      const empty = { id: '', value: '' };
      expect(
        evaluateFlag(makeFlag({ isEnabled: false, disabledVariationId: 'gone' }), u1, []).variation,
      ).toEqual(empty);
      const targeted = makeFlag({ targetUsers: [{ keyIds: ['u1'], variationId: 'gone' }] });
      expect(evaluateFlag(targeted, u1, [])).toEqual({
        variation: empty,
        reason: 'targeted',
        sendToExperiment: false,
      });
      const rolled = makeFlag({
        fallthrough: { dispatchKey: null, includedInExpt: true, variations: [everyone('gone', 1)] },
      });
      expect(evaluateFlag(rolled, u1, [])).toEqual({
        variation: empty,
        reason: 'default',
        sendToExperiment: false,
      });
    });

    it('skips a rollout range that is not two numbers and tries the next', () => {
      const variations = [
        { id: 'v-on', rollout: [0, '1'], exptRollout: 0 },
        { id: 'v-on', rollout: [0, 1, 2], exptRollout: 0 },
        { id: 'v-off', rollout: [0, 1], exptRollout: 0 },
      ];
      const flag = {
        ...makeFlag(),
        fallthrough: { dispatchKey: null, includedInExpt: false, variations },
      } as unknown as FeatureFlag;
      expect(evaluateFlag(flag, u1, []).variation).toEqual(off);
    });

    it('does not let a rule without a conditions array match everyone', () => {
      const flag = {
        ...makeFlag(),
        rules: [{ name: 'Broken', variations: [everyone('v-on')] }],
      } as unknown as FeatureFlag;
      expect(evaluateFlag(flag, u1, []).reason).toBe('default');
    });

    it('evaluates a flag with every list missing as an empty fallthrough', () => {
      const flag = { key: 'bare', isEnabled: true } as unknown as FeatureFlag;
      expect(evaluateFlag(flag, u1, [])).toEqual({
        variation: { id: '', value: '' },
        reason: 'default',
        sendToExperiment: false,
      });
    });

    it('returns copies, so a caller mutating a result cannot corrupt the flag', () => {
      const flag = makeFlag();
      const { variation } = evaluateFlag(flag, u1, []);
      if (variation) variation.value = 'tampered';
      expect(flag.variations[1].value).toBe('false');
    });
  });
});
