import { targetTenants, tenantsOf } from './targetTenants';
import { booleanFlag } from './testing/flagFixtures';
import { tenantVariations } from './tenantVariations';

const offForAll = booleanFlag('f', {
  fallthrough: {
    dispatchKey: null,
    includedInExpt: false,
    variations: [{ id: 'off', rollout: [0, 1], exptRollout: 1 }],
  },
});
const served = (flag: typeof offForAll, ids: string[]) =>
  Object.fromEntries(tenantVariations(flag, ids, []).map((t) => [t.corporationId, t.value]));

describe('targeting tenants', () => {
  it('serves the variation to the listed tenants only', () => {
    const flag = targetTenants(offForAll, { corporationIds: ['A'], variationId: 'on' });
    expect(served(flag, ['A', 'B'])).toEqual({ A: 'true', B: 'false' });
    expect(flag.rules[0]).toMatchObject({
      id: 'lab-tenants-on',
      conditions: [{ property: 'corporationId', op: 'IsOneOf', value: '["A"]' }],
    });
  });

  it('adds to a variation’s tenants, and replaces them when asked', () => {
    const once = targetTenants(offForAll, { corporationIds: ['A'], variationId: 'on' });
    const twice = targetTenants(once, { corporationIds: ['B', 'A'], variationId: 'on' });
    expect(tenantsOf(twice.rules[0])).toEqual(['A', 'B']);
    const replaced = targetTenants(twice, {
      corporationIds: ['C'],
      variationId: 'on',
      replace: true,
    });
    expect(tenantsOf(replaced.rules[0])).toEqual(['C']);
  });

  it('moves a tenant from one variation to another', () => {
    const on = targetTenants(offForAll, { corporationIds: ['A', 'B'], variationId: 'on' });
    const moved = targetTenants(on, { corporationIds: ['A'], variationId: 'off' });
    expect(moved.rules.map((rule) => [rule.id, tenantsOf(rule)])).toEqual([
      ['lab-tenants-on', ['B']],
      ['lab-tenants-off', ['A']],
    ]);
  });

  it('stops targeting tenants with a null variation and drops the empty rule', () => {
    const on = targetTenants(offForAll, { corporationIds: ['A'], variationId: 'on' });
    expect(targetTenants(on, { corporationIds: ['A'], variationId: null }).rules).toEqual([]);
  });

  it('puts tenant rules ahead of the flag’s other rules', () => {
    const other = {
      id: 'beta',
      name: 'Beta users',
      dispatchKey: null,
      includedInExpt: false,
      conditions: [{ property: 'beta', op: 'IsTrue', value: 'IsTrue' }],
      variations: [{ id: 'on', rollout: [0, 1] as [number, number], exptRollout: 1 }],
    };
    const flag = targetTenants(
      { ...offForAll, rules: [other] },
      {
        corporationIds: ['A'],
        variationId: 'off',
      },
    );
    expect(flag.rules.map((rule) => rule.id)).toEqual(['lab-tenants-off', 'beta']);
  });

  it('refuses a variation the flag does not have', () => {
    expect(() => targetTenants(offForAll, { corporationIds: ['A'], variationId: 'maybe' })).toThrow(
      /variationId "maybe" is not a variation of f/,
    );
  });
});
