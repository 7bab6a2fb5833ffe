import {
  maskHeaders,
  maskJson,
  maskJsonText,
  maskQuery,
  maskValue,
  TOO_DEEP_TO_SHOW,
} from './maskSecrets';

describe('maskSecrets', () => {
  it('keeps the first four characters of a secret', () => {
    expect(maskValue('Bearer abc.def')).toBe('Bear…');
  });

  it('hides short secrets entirely', () => {
    expect(maskValue('abcd')).toBe('…');
  });

  it('masks credential headers and any header naming a token or secret', () => {
    const masked = maskHeaders({
      authorization: 'Bearer 123456',
      'x-haf-staff-grant': 'grant-abcdef',
      cookie: 'sid=abcdef',
      'set-cookie': ['a=123456', 'b=654321'],
      'x-refresh-token': 'refresh-123',
      'x-client-secret': 'shh-123456',
      'content-type': 'application/json',
      'content-length': 42,
    });
    expect(masked).toEqual({
      authorization: 'Bear…',
      'x-haf-staff-grant': 'gran…',
      cookie: 'sid=…',
      'set-cookie': ['a=12…', 'b=65…'],
      'x-refresh-token': 'refr…',
      'x-client-secret': 'shh-…',
      'content-type': 'application/json',
      'content-length': '42',
    });
  });

  it('masks token query parameters', () => {
    const params = new URLSearchParams('accessToken=abcdefgh&locale=zh-CN');
    expect(maskQuery(params)).toEqual({ accessToken: 'abcd…', locale: 'zh-CN' });
  });

  it('masks secret fields at any depth of a body', () => {
    const body = { code: 'c-1', nested: [{ refreshToken: 'r-123456', name: 'x' }] };
    expect(maskJson(body)).toEqual({
      code: 'c-1',
      nested: [{ refreshToken: 'r-12…', name: 'x' }],
    });
  });

  it('masks secret fields in JSON text, even when a preview cut the value short', () => {
    expect(maskJsonText('{"accessToken": "abcdefgh","name":"Li Lei","refresh_token":"zyxwvu')).toBe(
      '{"accessToken": "abcd…","name":"Li Lei","refresh_token":"zyxw…',
    );
  });
});

describe('maskJson on values nested deeper than any parser lets through', () => {
  it('stops at its depth cap instead of overflowing the stack', () => {
    let value: unknown = 1;
    for (let depth = 0; depth < 100_000; depth += 1) value = [value];
    let masked = maskJson(value);
    let levels = 0;
    while (Array.isArray(masked)) {
      masked = masked[0];
      levels += 1;
    }
    expect(levels).toBe(100);
    expect(masked).toBe(TOO_DEEP_TO_SHOW);
  });
});
