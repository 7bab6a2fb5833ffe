import { appConfigFileSchema } from '@contracts/config/appConfigFile';
import { parseAppConfig } from '@shell/config';
import * as v from 'valibot';
import { labAppConfig, labAppConfigFor, LAB_SDK_TIMEOUT_MS } from './labAppConfig';

const ORIGIN = 'http://127.0.0.1:4510';

describe('the lab app config', () => {
  it('points every host SDK and vendor page at the lab’s fakes', () => {
    const { hosts } = labAppConfig(ORIGIN);
    expect(hosts.sdkUrls).toEqual({
      wecom: `${ORIGIN}/__lab/hosts/wecom/sdk.js`,
      dingtalk: `${ORIGIN}/__lab/hosts/dingtalk/sdk.js`,
      feishu: `${ORIGIN}/__lab/hosts/feishu/sdk.js`,
      hzbank: `${ORIGIN}/__lab/hosts/hzbank/sdk.js`,
      workapp: `${ORIGIN}/__lab/hosts/workapp/sdk.js`,
      kk: `${ORIGIN}/__lab/hosts/kk/sdk.js`,
      kingOA: `${ORIGIN}/__lab/hosts/kingOA/sdk.js`,
      native: `${ORIGIN}/__lab/hosts/native/sdk.js`,
      remote: `${ORIGIN}/__lab/hosts/remote/sdk.js`,
    });
    expect(hosts.wecomSsoUrl).toBe(`${ORIGIN}/__lab/hosts/wecom/sso`);
    expect(hosts.authorizeUrls).toEqual({
      dingtalk: `${ORIGIN}/__lab/hosts/dingtalk/authorize`,
      feishu: `${ORIGIN}/__lab/hosts/feishu/authorize`,
    });
    expect(hosts.allowedMessageOrigins).toEqual([ORIGIN]);
    expect(hosts.postEventOrigin).toBe(ORIGIN);
    expect(hosts.sdkTimeoutMs).toBe(LAB_SDK_TIMEOUT_MS);
  });

  it('names the host the console opened the app as, or none', () => {
    expect(labAppConfig(ORIGIN).lab.host).toBeNull();
    expect(labAppConfig(ORIGIN, 'teams').lab.host).toBe('teams');
  });

  it('opens documents on the lab’s fake preview page, on its own origin', () => {
    expect(labAppConfig(ORIGIN).documentPreviewHost).toBe(`${ORIGIN}/__lab/preview`);
  });

  it('keeps the identity provider same-origin', () => {
    expect(labAppConfig(ORIGIN).identityProvider).toEqual({
      host: ORIGIN,
      clientId: 'client-app',
      crossOrigin: false,
    });
  });

  it('says the identity provider is cross-origin when the lab is asked to play one', () => {
    const config = labAppConfigFor(ORIGIN, 'lab-host=web; lab-idp-mode=cross-origin');
    expect(config.lab.host).toBe('web');
    expect(labAppConfigFor(ORIGIN, 'lab-idp-mode=yes').identityProvider.crossOrigin).toBe(false);
    expect(config.identityProvider).toEqual({
      host: ORIGIN,
      clientId: 'client-app',
      crossOrigin: true,
    });
    expect(parseAppConfig(config).problems).toEqual([]);
  });

  it('is a config the app accepts without complaint', () => {
    const parsed = parseAppConfig(labAppConfig(ORIGIN, 'wecom'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.config.lab.host).toBe('wecom');
  });

  it('keeps to the config file’s contract whichever host and identity provider it plays', () => {
    const configs = [
      labAppConfig(ORIGIN),
      labAppConfig(ORIGIN, 'teams'),
      labAppConfigFor(ORIGIN, 'lab-host=dingtalk; lab-idp-mode=cross-origin'),
    ];
    for (const config of configs) {
      expect(v.safeParse(appConfigFileSchema, config).issues).toBeUndefined();
    }
  });
});
