import { isTrustedUrl, jsapiSignature, signConfig } from './jsapiSignature';

describe('the JS-API signature', () => {
  it('matches the vendors’ published example', () => {
    // The example from the WeChat JS-SDK documentation, which WeCom reuses verbatim.
    expect(
      jsapiSignature({
        ticket:
          'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timeStamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('ignores the fragment of the page address', () => {
    const fields = { ticket: 't', nonceStr: 'n', timeStamp: 1 };
    expect(jsapiSignature({ ...fields, url: 'http://a/b?c#d' })).toBe(
      jsapiSignature({ ...fields, url: 'http://a/b?c' }),
    );
  });

  it('signs with the lab clock in seconds', () => {
    const signed = signConfig('t', 'http://a/', new Date(1_700_000_000_999));
    expect(signed.timeStamp).toBe(1_700_000_000);
    expect(signed.signature).toBe(
      jsapiSignature({
        ticket: 't',
        nonceStr: signed.nonceStr,
        timeStamp: 1_700_000_000,
        url: 'http://a/',
      }),
    );
  });
});

describe('trusted domains', () => {
  it('trust only the lab’s own host', () => {
    expect(isTrustedUrl('http://127.0.0.1:4510/x?y', '127.0.0.1:4510')).toBe(true);
    expect(isTrustedUrl('http://127.0.0.1:4511/x', '127.0.0.1:4510')).toBe(false);
    expect(isTrustedUrl('https://evil.example/', '127.0.0.1:4510')).toBe(false);
    expect(isTrustedUrl('javascript:alert(1)', '127.0.0.1:4510')).toBe(false);
    expect(isTrustedUrl(42, '127.0.0.1:4510')).toBe(false);
    expect(isTrustedUrl('not a url', '127.0.0.1:4510')).toBe(false);
  });
});
