import { parseOrNull } from '../core/parse';
import { extensionInstanceSchema } from './extensionInstance';

const parseExtensionInstance = (raw: unknown) => parseOrNull(extensionInstanceSchema, raw);

describe('an extension instance as the server answers it', () => {
  it('reads a limited instance and ignores a cap on a manual one', () => {
    const base = { id: 'x', name: '用车', usedCount: 2, enabled: true };
    expect(parseExtensionInstance({ ...base, management: 'LIMITED', cap: 3 })).toMatchObject({
      cap: 3,
      management: 'LIMITED',
    });
    expect(parseExtensionInstance({ ...base, management: 'MANUAL', cap: 3 })?.cap).toBeNull();
  });

  it.each([
    [{ id: 'x', management: 'SOMETIMES', usedCount: 1 }],
    [{ id: 'x', management: 'LIMITED', usedCount: -1 }],
    [{ management: 'LIMITED', usedCount: 1 }],
    ['not an object'],
  ])('drops %j', (raw) => {
    expect(parseExtensionInstance(raw)).toBeNull();
  });
});
