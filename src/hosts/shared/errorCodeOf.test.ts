import { errorCodeOf, errorCodesOf, errorMessageOf, hasErrorCode, statusOf } from './errorCodeOf';
import { httpFailure } from './testing/fakeHttp';

describe('reading codes from any host error shape', () => {
  it('collects the status and every body code of an HTTP failure', () => {
    const error = httpFailure(402, { code: 99991672, error: { code: 'x:y' } });
    expect(errorCodesOf(error)).toEqual(expect.arrayContaining(['402', '99991672', 'x:y']));
    expect(statusOf(error)).toBe(402);
  });

  it.each([
    ['DingTalk', { errorCode: 103 }],
    ['Feishu', { errno: 103 }],
    ['WeCom', { errcode: 103 }],
    ['a string code', { code: '103' }],
  ])('finds code 103 in a %s error', (_label, error) => {
    expect(hasErrorCode(error, 103)).toBe(true);
    expect(errorCodeOf(error)).toBe('103');
  });

  it('finds nothing in values that are not errors', () => {
    expect(errorCodesOf(undefined)).toEqual([]);
    expect(errorCodesOf('oops')).toEqual([]);
    expect(statusOf({ status: '500' })).toBeUndefined();
  });
});

describe('reading a message from any failure', () => {
  it.each([
    ['a string', 'CancelledByUser', 'CancelledByUser'],
    ['an Error', new Error('boom'), 'boom'],
    ['a Feishu error', { errno: 1, errString: 'denied' }, 'denied'],
    ['a DingTalk error', { errorCode: 1, errorMessage: 'no auth' }, 'no auth'],
    ['a server body', { msg: 'tenant off' }, 'tenant off'],
    ['nothing useful', { code: 1 }, 'unknown error'],
  ])('reads %s', (_label, error, message) => {
    expect(errorMessageOf(error)).toBe(message);
  });

  it('cuts a long message', () => {
    expect(errorMessageOf('x'.repeat(500))).toHaveLength(201);
  });
});
