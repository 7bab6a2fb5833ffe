import { makeFlag, makeRule, makeUser } from './testFixtures';
import { toClientFlag } from './toClientFlag';
import type { FeatureFlag } from './types';

const user = makeUser('u1', { corporationId: 'acme' });
const acme = { property: 'corporationId', op: 'Equal', value: 'acme' };

describe('toClientFlag', () => {
  it('builds the data-sync flag object the client SDK expects', () => {
    const flag = makeFlag({ rules: [makeRule('Acme', [acme])] });
    expect(toClientFlag(flag, user, [])).toEqual({
      id: 'new-checkout',
      variation: 'true',
      variationType: 'boolean',
      variationId: 'v-on',
      matchReason: 'Acme',
      variationOptions: [
        { id: 'v-on', value: 'true' },
        { id: 'v-off', value: 'false' },
      ],
      sendToExperiment: false,
      timestamp: Date.UTC(2024, 0, 2, 3, 4, 5, 678),
    });
  });

  it('uses the flag key, not its GUID, as the id', () => {
    expect(toClientFlag(makeFlag({ key: 'module-expenses' }), user, []).id).toBe('module-expenses');
  });

  it('keeps the variation a string whatever the type, and sends options without names', () => {
    const flag = makeFlag({
      variationType: 'number',
      variations: [{ id: 'n', name: 'Ten', value: '10' }],
      disabledVariationId: 'n',
      isEnabled: false,
    });
    const client = toClientFlag(flag, user, []);
    expect(client.variation).toBe('10');
    expect(client.variationOptions).toEqual([{ id: 'n', value: '10' }]);
  });

  it('sends an archived flag with a null variation, an empty variationId and "flag archived"', () => {
    const client = toClientFlag(makeFlag({ isArchived: true }), user, []);
    expect(client).toMatchObject({
      variation: null,
      variationId: '',
      matchReason: 'flag archived',
      sendToExperiment: false,
    });
    expect(client.variationOptions).toHaveLength(2);
  });

  it('reads updatedAt with .NET-style 7-digit fractions, truncating to milliseconds', () => {
    const flag = makeFlag({ updatedAt: '2023-01-16T02:56:24.2152401Z' });
    expect(toClientFlag(flag, user, []).timestamp).toBe(1673837784215);
  });

  it('uses timestamp 0 when updatedAt is missing or unreadable', () => {
    expect(toClientFlag(makeFlag({ updatedAt: 'yesterday' }), user, []).timestamp).toBe(0);
    const missing = { ...makeFlag(), updatedAt: undefined } as unknown as FeatureFlag;
    expect(toClientFlag(missing, user, []).timestamp).toBe(0);
  });

  it('sends "string" for an unknown variationType, as FeatBit does', () => {
    const flag = { ...makeFlag(), variationType: 'date' } as unknown as FeatureFlag;
    expect(toClientFlag(flag, user, []).variationType).toBe('string');
  });

  it('drops malformed variations from variationOptions and still answers', () => {
    const flag = {
      ...makeFlag(),
      variations: [
        { id: 'v-on', value: 'true' },
        null,
        { id: 'v-x', value: true },
        { value: 'false' },
      ],
    } as unknown as FeatureFlag;
    expect(toClientFlag(flag, user, []).variationOptions).toEqual([{ id: 'v-on', value: 'true' }]);
    expect(toClientFlag(null as unknown as FeatureFlag, user, [])).toMatchObject({
      id: '',
      variationOptions: [],
      timestamp: 0,
    });
  });
});
