import type { LabHostId } from '../../../mocks-server/hosts/labHostIds';
import type { HostMode } from '../labHostCookies';
import { dingtalkSdk } from './dingtalkSdk';
import { feishuSdk } from './feishuSdk';
import { nativeBridgeSdk } from './nativeBridgeSdk';
import { openPlatformSdk } from './openPlatformSdk';
import { authCodeSdk, hzBankSdk } from './privateSdks';
import { wecomSdk } from './wecomSdk';

/**
 * The fake SDK script a host puts on the page, or undefined for hosts without one: the plain
 * browser, the cloud office app (ticket in the address) and Teams (teams-js ships in the app;
 * the lab plays the Teams client around it instead).
 */
export function hostSdkScript(host: LabHostId, mode: HostMode): string | undefined {
  switch (host) {
    case 'wecom':
      return wecomSdk(mode);
    case 'dingtalk':
      return dingtalkSdk(mode);
    case 'feishu':
      return feishuSdk(mode);
    case 'hzbank':
      return hzBankSdk(mode);
    case 'workapp':
    case 'kk':
    case 'kingOA':
      return authCodeSdk(host, mode);
    case 'native':
      return nativeBridgeSdk(mode);
    case 'remote':
      return openPlatformSdk(mode);
    case 'web':
    case 'cloudoffice':
    case 'teams':
      return undefined;
  }
}
