import type { StartupParams } from '@shell/startup';
import { detectHost, isHostId } from './detectHost';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';
const noParams: Pick<StartupParams, 'sdkName' | 'type'> = { sdkName: undefined, type: undefined };

describe('detectHost', () => {
  describe('when the lab names a host', () => {
    it('uses the lab host over every other hint', () => {
      const host = detectHost({
        params: { sdkName: 'kk', type: 'oem' },
        userAgent: 'wxwork/4.0',
        labHost: 'feishu',
      });
      expect(host).toBe('feishu');
    });

    it.each(['', 'WeCom', 'evil', '__proto__'])('ignores the invalid lab host %p', (labHost) => {
      expect(detectHost({ params: noParams, userAgent: 'DingTalk/7', labHost })).toBe('dingtalk');
    });

    it('ignores a null lab host', () => {
      expect(detectHost({ params: noParams, userAgent: DESKTOP_UA, labHost: null })).toBe('web');
    });
  });

  describe('when sdkName is set', () => {
    it.each([
      ['kk', 'kk'],
      ['kingOA', 'kingOA'],
      ['hzBank', 'hzbank'],
      ['microsoftTeams', 'teams'],
      ['acmeOffice', 'remote'],
      ['constructor', 'remote'],
    ])('maps %p to the %p host, whatever the type and user agent say', (sdkName, expected) => {
      const host = detectHost({ params: { sdkName, type: 'oem' }, userAgent: 'DingTalk/7' });
      expect(host).toBe(expected);
    });
  });

  describe('when type names an embedding variant', () => {
    it.each(['oem', 'eBridge'] as const)('maps %p to the native host', (type) => {
      expect(detectHost({ params: { sdkName: undefined, type }, userAgent: 'wxwork/4' })).toBe(
        'native',
      );
    });
  });

  describe('when only the user agent tells', () => {
    it.each([
      ['Mozilla/5.0 (iPhone) MicroMessenger/8.0 wxwork/4.1.10', 'wecom'],
      ['Mozilla/5.0 AliApp(DingTalk/7.0.10) Mobile', 'dingtalk'],
      ['Mozilla/5.0 Lark/6.9.0 LarkLocale/zh_CN', 'feishu'],
      ['Mozilla/5.0 Feishu/6.9.0', 'feishu'],
      ['Mozilla/5.0 CloudOffice/3.2', 'cloudoffice'],
      ['Mozilla/5.0 WorkApp/1.4', 'workapp'],
      ['Mozilla/5.0 hzbank/5.0', 'hzbank'],
      ['Mozilla/5.0 (Linux; Android 12) ExpenseNative/9.60 Bridge/0.9.80 (Android)', 'native'],
      [DESKTOP_UA, 'web'],
      ['', 'web'],
    ])('reads %p as %p', (userAgent, expected) => {
      expect(detectHost({ params: noParams, userAgent })).toBe(expected);
    });

    it('prefers the chat app when a UA carries several hosts', () => {
      expect(detectHost({ params: noParams, userAgent: 'wxwork/4 DingTalk/7 Lark/6' })).toBe(
        'wecom',
      );
    });
  });
});

describe('isHostId', () => {
  it('accepts known ids only', () => {
    expect(isHostId('kingOA')).toBe(true);
    expect(isHostId('kingoa')).toBe(false);
    expect(isHostId(42)).toBe(false);
  });
});
