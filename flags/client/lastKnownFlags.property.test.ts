import fc from 'fast-check';
import type { FlagUser } from './FlagStoreOptions';
import { LAST_KNOWN_PREFIX, readLastKnownFlags, writeLastKnownFlags } from './lastKnownFlags';

const USER: FlagUser = {
  staffId: 's1',
  name: '李雷',
  corporationId: 'c1',
  locale: 'zh-CN',
  host: 'web',
};

function storageWith(text: string | null) {
  const items = new Map<string, string>();
  if (text !== null) items.set(LAST_KNOWN_PREFIX + USER.staffId, text);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('when the stored last-known flags are arbitrary text', () => {
  it('never throws and yields either nothing or string values only', () => {
    const stored = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc
        .record({ user: fc.string(), flags: fc.anything() })
        .map((record) => JSON.stringify(record)),
    );
    fc.assert(
      fc.property(stored, (text) => {
        const flags = readLastKnownFlags(storageWith(text), USER);
        if (flags === undefined) return;
        expect(Object.values(flags).every((value) => typeof value === 'string')).toBe(true);
      }),
    );
  });

  it('gives back exactly what was written for the same user, whatever the values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (flags) => {
        const storage = storageWith(null);
        writeLastKnownFlags(storage, USER, flags);
        expect(readLastKnownFlags(storage, USER)).toEqual(flags);
        expect(readLastKnownFlags(storage, { ...USER, corporationId: 'other' })).toBeUndefined();
      }),
    );
  });

  it('survives a storage that throws on every call', () => {
    const hostile = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readLastKnownFlags(hostile, USER)).toBeUndefined();
    expect(() => writeLastKnownFlags(hostile, USER, { a: 'b' })).not.toThrow();
  });
});
