import { deviceTypeOf } from './deviceTypeOf';
import { maskSecret } from './maskSecret';
import { runSignIn } from './outcomes';
import { createFakeSignInContext } from './testing/fakeSignInContext';

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
