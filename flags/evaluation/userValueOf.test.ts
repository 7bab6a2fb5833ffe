import type { EndUser } from './types';
import { userValueOf } from './userValueOf';

const user: EndUser = {
  keyId: 'u1',
  name: 'bob',
  customizedProperties: [
    { name: 'corporationId', value: 'acme' },
    { name: 'corporationId', value: 'ignored-duplicate' },
    { name: 'Locale', value: 'en-GB' },
    { name: 'empty', value: '' },
  ],
};

describe('userValueOf', () => {
  it('reads keyId and name from the built-in fields', () => {
    expect(userValueOf(user, 'keyId')).toBe('u1');
    expect(userValueOf(user, 'name')).toBe('bob');
  });

  it('reads the first custom property with exactly that name', () => {
    expect(userValueOf(user, 'corporationId')).toBe('acme');
    expect(userValueOf(user, 'Locale')).toBe('en-GB');
  });

  it('matches names case-sensitively, also for the built-in fields', () => {
    expect(userValueOf(user, 'locale')).toBe('');
    expect(userValueOf(user, 'KeyId')).toBe('');
  });

  it('gives "" for a missing property, never null', () => {
    expect(userValueOf(user, 'department')).toBe('');
    expect(userValueOf({ keyId: 'u2', name: 'eve' }, 'department')).toBe('');
  });

  it('gives "" for a blank property name, as .NET IsNullOrWhiteSpace decides', () => {
    expect(userValueOf(user, '')).toBe('');
    expect(userValueOf(user, ' \u3000')).toBe('');
  });

  it('gives null only when keyId or name itself is missing', () => {
    const nameless = { keyId: 'u3' } as unknown as EndUser;
    expect(userValueOf(nameless, 'name')).toBeNull();
    expect(userValueOf(nameless, 'keyId')).toBe('u3');
  });

  it('survives malformed users and treats non-string values as absent', () => {
    const malformed = {
      keyId: 7,
      customizedProperties: [
        null,
        'x',
        { name: 'tier', value: 3 },
        { name: 'tier', value: 'gold' },
      ],
    } as unknown as EndUser;
    expect(userValueOf(malformed, 'keyId')).toBeNull();
    expect(userValueOf(malformed, 'tier')).toBe('');
    expect(userValueOf(null as unknown as EndUser, 'tier')).toBe('');
    expect(
      userValueOf(
        { keyId: 'u', name: 'n', customizedProperties: {} } as unknown as EndUser,
        'tier',
      ),
    ).toBe('');
  });
});
