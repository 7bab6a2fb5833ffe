import { earlySessionOf } from './earlySessionOf';

describe('the start-calls script reading a host session answer', () => {
  it('finds the session id and corporation at the top or inside value', () => {
    expect(earlySessionOf({ sessionId: 's1', corporationId: 'c1' })).toEqual({
      accessToken: 's1',
      corporationId: 'c1',
    });
    expect(earlySessionOf({ value: { sessionId: 7, corporationId: 'c2' } })).toEqual({
      accessToken: '7',
      corporationId: 'c2',
    });
  });

  it('reads nothing without a usable session id, so no staff call leaves for it', () => {
    expect(earlySessionOf({ sessionId: '' })).toBeUndefined();
    expect(earlySessionOf('x'.repeat(10))).toBeUndefined();
    expect(earlySessionOf({ sessionId: 'x'.repeat(2000) })).toBeUndefined();
  });
});
