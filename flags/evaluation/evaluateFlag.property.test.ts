import fc from 'fast-check';
import { evaluateFlag } from './evaluateFlag';
import { makeFlag, makeRule, makeUser } from './testFixtures';
import type { RolloutVariation } from './types';

const VARIATION_IDS = ['a', 'b', 'c', 'd'];

// Contiguous ranges covering [0, 1], one per variation, from sorted random cut points.
const partition = fc
  .uniqueArray(fc.double({ min: 0.001, max: 0.999, noNaN: true }), { minLength: 1, maxLength: 3 })
  .map((cuts): RolloutVariation[] => {
    const points = [0, ...cuts.sort((x, y) => x - y), 1];
    return points
      .slice(1)
      .map((to, i) => ({ id: VARIATION_IDS[i], rollout: [points[i], to], exptRollout: 0 }));
  });

const rolloutFlag = (variations: RolloutVariation[], dispatchKey: string | null) =>
  makeFlag({
    key: 'tenant-rollout',
    variations: VARIATION_IDS.map((id) => ({ id, name: id, value: id })),
    fallthrough: { dispatchKey, includedInExpt: true, variations },
  });

const user = fc
  .record({ keyId: fc.string({ minLength: 1 }), tenant: fc.string(), department: fc.string() })
  .map(({ keyId, tenant, department }) => makeUser(keyId, { corporationId: tenant, department }));

describe('evaluateFlag properties', () => {
  it('gives the same user the same variation every time', () => {
    fc.assert(
      fc.property(partition, user, (variations, someone) => {
        const flag = rolloutFlag(variations, null);
        const first = evaluateFlag(flag, someone, []);
        const again = evaluateFlag(structuredClone(flag), structuredClone(someone), []);
        expect(again).toEqual(first);
      }),
    );
  });

  it('serves some variation to every user when the ranges cover [0, 1]', () => {
    fc.assert(
      fc.property(partition, user, (variations, someone) => {
        expect(evaluateFlag(rolloutFlag(variations, null), someone, []).variation?.id).not.toBe('');
      }),
    );
  });

  it('with dispatchKey corporationId, gives every user of one tenant the same variation', () => {
    fc.assert(
      fc.property(
        partition,
        fc.string(),
        fc.array(user, { minLength: 2, maxLength: 10 }),
        (variations, tenant, staff) => {
          const flag = rolloutFlag(variations, 'corporationId');
          const colleagues = staff.map((someone) =>
            makeUser(someone.keyId, { corporationId: tenant, department: someone.keyId }),
          );
          const served = new Set(
            colleagues.map((someone) => evaluateFlag(flag, someone, []).variation?.id),
          );
          expect(served.size).toBe(1);
        },
      ),
    );
  });

  it('with dispatchKey corporationId, also keeps a tenant together when a rule does the rollout', () => {
    fc.assert(
      fc.property(
        partition,
        fc.string(),
        fc.array(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 10 }),
        (variations, tenant, keyIds) => {
          const everyoneRule = makeRule('Tenants', [], variations, {
            dispatchKey: 'corporationId',
          });
          const flag = { ...rolloutFlag(variations, null), rules: [everyoneRule] };
          const served = new Set(
            keyIds.map(
              (keyId) =>
                evaluateFlag(flag, makeUser(keyId, { corporationId: tenant }), []).variation?.id,
            ),
          );
          expect(served.size).toBe(1);
        },
      ),
    );
  });

  it('splits a 50/50 rollout close to evenly across many tenants', () => {
    const flag = rolloutFlag(
      [
        { id: 'a', rollout: [0, 0.5], exptRollout: 0 },
        { id: 'b', rollout: [0.5, 1], exptRollout: 0 },
      ],
      'corporationId',
    );
    const tenants = Array.from({ length: 4000 }, (_, i) => `corp-${i}`);
    const inA = tenants.filter(
      (tenant) =>
        evaluateFlag(flag, makeUser('x', { corporationId: tenant }), []).variation?.id === 'a',
    );
    expect(inA.length / tenants.length).toBeGreaterThan(0.47);
    expect(inA.length / tenants.length).toBeLessThan(0.53);
  });
});
