import fc from 'fast-check';
import { evaluateFlag } from '../../flags/evaluation';
import { setRollout } from './setRollout';
import { booleanFlag } from './testing/flagFixtures';
import { tenantUser } from './tenantVariations';

const flag = booleanFlag('rollout-flag');

describe('rolling a flag out by percentage', () => {
  it('splits the fallthrough between true and false by tenant by default', () => {
    expect(setRollout(flag, { percentage: 25 }).fallthrough).toEqual({
      dispatchKey: 'corporationId',
      includedInExpt: false,
      variations: [
        { id: 'on', rollout: [0, 0.25], exptRollout: 1 },
        { id: 'off', rollout: [0.25, 1], exptRollout: 1 },
      ],
    });
  });

  it('serves nobody at 0 % and everybody at 100 %', () => {
    const tenants = ['t1', 't2', 't3', 't4', 't5'];
    const valuesAt = (percentage: number) =>
      tenants.map(
        (id) => evaluateFlag(setRollout(flag, { percentage }), tenantUser(id), []).variation?.value,
      );
    expect(valuesAt(0)).toEqual(tenants.map(() => 'false'));
    expect(valuesAt(100)).toEqual(tenants.map(() => 'true'));
  });

  it('keeps a share like 33.3 % free of floating-point noise', () => {
    expect(setRollout(flag, { percentage: 33.3 }).fallthrough.variations[0].rollout).toEqual([
      0, 0.333,
    ]);
  });

  it('buckets by keyId when the dispatch key is null', () => {
    expect(setRollout(flag, { percentage: 50, dispatchKey: null }).fallthrough.dispatchKey).toBe(
      null,
    );
  });

  it('gives every user of a tenant the same value', () => {
    const rolled = setRollout(flag, { percentage: 50 });
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.string(), (tenant, a, b) => {
        const user = (keyId: string) => ({ ...tenantUser(tenant), keyId: `u-${keyId}` });
        const value = (keyId: string) => evaluateFlag(rolled, user(keyId), []).variation?.value;
        expect(value(a)).toBe(value(b));
      }),
    );
  });

  it('refuses a percentage outside 0..100', () => {
    expect(() => setRollout(flag, { percentage: 101 })).toThrow(/from 0 to 100/);
    expect(() => setRollout(flag, { percentage: Number.NaN })).toThrow(/from 0 to 100/);
  });

  it('needs the variation to roll out for a non-boolean flag', () => {
    const colours = booleanFlag('colour', {
      variationType: 'string',
      variations: [
        { id: 'red', name: 'Red', value: 'red' },
        { id: 'blue', name: 'Blue', value: 'blue' },
      ],
      disabledVariationId: 'red',
    });
    expect(() => setRollout(colours, { percentage: 10 })).toThrow(/variationId is required/);
    expect(
      setRollout(colours, { percentage: 10, variationId: 'blue' }).fallthrough.variations,
    ).toEqual([
      { id: 'blue', rollout: [0, 0.1], exptRollout: 1 },
      { id: 'red', rollout: [0.1, 1], exptRollout: 1 },
    ]);
  });
});
