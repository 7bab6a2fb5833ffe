import { parseOrNull } from '../core/parse';
import { dingtalkJsConfigSchema } from './dingtalkJsConfig';
import { feishuJsConfigSchema } from './feishuJsConfig';
import { wecomJsConfigSchema } from './wecomJsConfig';

describe('the JS API signature answers', () => {
  it('read a numeric text time stamp and keep only the string JS APIs', () => {
    const value = { agentId: 'a', corpId: 'c', timeStamp: '17', nonceStr: 'n', signature: 's' };
    expect(
      parseOrNull(dingtalkJsConfigSchema, { value: { ...value, jsApiList: ['x', 1, null] } }),
    ).toEqual({ ...value, timeStamp: 17, jsApiList: ['x'] });
  });

  it('leave the JS API list to the app when the answer has none', () => {
    const value = { appId: 'a', timeStamp: 5, nonceStr: 'n', signature: 's' };
    expect(parseOrNull(feishuJsConfigSchema, { value })).toEqual({
      appId: 'a',
      timestamp: 5,
      nonceStr: 'n',
      signature: 's',
      jsApiList: undefined,
    });
  });

  it.each([
    ['no value', {}],
    [
      'a time stamp that is no number',
      { value: { appId: 'a', timeStamp: 'soon', nonceStr: 'n', signature: 's' } },
    ],
    ['no signature', { value: { appId: 'a', timeStamp: 1, nonceStr: 'n' } }],
  ])('refuse %s', (_label, body) => {
    expect(parseOrNull(wecomJsConfigSchema, body)).toBeNull();
  });
});
