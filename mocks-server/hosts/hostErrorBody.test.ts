import { errorShapeOf, hostErrorBody } from './hostErrorBody';

describe('host error bodies', () => {
  it('speak WeCom’s errcode/errmsg plus the generic fields', () => {
    expect(hostErrorBody(errorShapeOf('wecom'), 40029, 'invalid code')).toEqual({
      errcode: 40029,
      errmsg: 'invalid code',
      errorCode: 40029,
      error: { code: '40029', message: 'invalid code' },
    });
  });

  it('speak DingTalk’s errorCode/errorMessage', () => {
    expect(hostErrorBody(errorShapeOf('dingtalk'), 40078, 'x')).toEqual({
      errorCode: 40078,
      errorMessage: 'x',
      error: { code: '40078', message: 'x' },
    });
  });

  it('speak code/msg for Feishu and the private hosts', () => {
    for (const host of ['feishu', 'hzbank', 'workapp', 'kk', 'kingOA', 'cloudoffice'] as const) {
      expect(hostErrorBody(errorShapeOf(host), 401, 'no')).toMatchObject({ code: 401, msg: 'no' });
    }
  });

  it('speak the identity provider envelope for the rest', () => {
    expect(hostErrorBody(errorShapeOf('web'), 'error:idp:invalid-code', 'bad')).toEqual({
      errorCode: 'error:idp:invalid-code',
      error: { code: 'error:idp:invalid-code', message: 'bad' },
    });
  });
});
