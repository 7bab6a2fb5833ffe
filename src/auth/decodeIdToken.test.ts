import { decodeIdToken } from './decodeIdToken';
import { fakeIdToken } from './testing/fakeIdToken';

describe('decodeIdToken', () => {
  it('reads the staff identity from the payload', () => {
    const token = fakeIdToken({ userId: 'u1', corpId: 'c1', staffId: 'c1:u1', exp: 1 });
    expect(decodeIdToken(token)).toEqual({ userId: 'u1', corpId: 'c1', staffId: 'c1:u1' });
  });

  it('decodes UTF-8 and base64url characters', () => {
    const token = fakeIdToken({ userId: '李雷??>>', corpId: 'c' });
    expect(decodeIdToken(token)).toEqual({ userId: '李雷??>>', corpId: 'c' });
  });

  it('keeps only string or number claims', () => {
    expect(decodeIdToken(fakeIdToken({ userId: 7, corpId: {}, staffId: ['x'] }))).toEqual({
      userId: '7',
    });
  });

  it.each([
    ['no token', undefined],
    ['one segment', 'abc'],
    ['a payload that is not base64', 'a.!!!.c'],
    ['a payload that is not JSON', `a.${btoa('hello')}.c`],
    ['a payload that is an array', `a.${btoa('[1]')}.c`],
  ])('yields no claims for %s', (_label, token) => {
    expect(decodeIdToken(token)).toEqual({});
  });
});
