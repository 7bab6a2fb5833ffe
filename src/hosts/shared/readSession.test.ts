import { deviceTypeOf } from './deviceTypeOf';
import { maskSecret } from './maskSecret';
import { runSignIn } from './outcomes';
import { readSession } from './readSession';
import { createFakeSignInContext } from './testing/fakeSignInContext';

describe('reading a host session answer', () => {
  it('reads the chat-app shape', () => {
    const body = {
      value: { userId: 'u', staffSetting: { language: 'zh-CN' } },
      sessionId: 's',
      corporationId: 'c',
      wxCorpId: 'w',
    };
    expect(readSession(body)).toEqual({
      accessToken: 's',
      corporationId: 'c',
      userId: 'u',
      language: 'zh-CN',
      wxCorpId: 'w',
    });
  });

  it.each([
    ['nothing', undefined],
    ['an array', ['s']],
    ['no session id', { corporationId: 'c' }],
    ['an object as session id', { sessionId: { $ne: 1 } }],
    ['an oversized session id', { sessionId: 'x'.repeat(5000) }],
  ])('refuses %s', (_label, body) => {
    expect(readSession(body)).toBeUndefined();
  });
});

describe('small sign-in helpers', () => {
  it('masks secrets to a prefix and a length', () => {
    expect(maskSecret('abcdefgh')).toBe('abcd…(8)');
    expect(maskSecret(undefined)).toBe('(none)');
  });

  it('tells mobile from desktop user agents', () => {
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14) Mobile')).toBe('MOBILE');
    expect(deviceTypeOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('DESKTOP');
  });

  it('turns an unexpected throw in a flow into the system error, never a rejection', async () => {
    const context = createFakeSignInContext();
    const outcome = await runSignIn(context, async () => {
      throw new TypeError('cannot read x of undefined');
    });
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'systemError' } });
    expect(context.logs[0]?.level).toBe('error');
  });
});
