import type { LabHostId } from '../../../mocks-server/hosts/labHostIds';
import type { HostMode } from '../hostModes';
import { installDingtalkSdk } from './dingtalkSdk';
import { installFeishuSdk } from './feishuSdk';
import { installNativeBridge } from './nativeBridgeSdk';
import { installOpenPlatformSdk } from './openPlatformSdk';
import { installAuthCodeSdk, installHzBankSdk } from './privateSdks';
import { SdkKit, type SdkWindow } from './SdkKit';
import { installWecomSdk } from './wecomSdk';

/**
 * Puts the host's fake SDK globals on the page. False for hosts without an SDK script: the plain
 * browser, the cloud office app (ticket in the address) and Teams (teams-js ships in the app;
 * the lab plays the Teams client around it instead).
 */
export function installHostSdk(win: SdkWindow, host: LabHostId, mode: HostMode): boolean {
  const kit = new SdkKit(win, host, mode);
  switch (host) {
    case 'wecom':
      installWecomSdk(kit);
      return true;
    case 'dingtalk':
      installDingtalkSdk(kit);
      return true;
    case 'feishu':
      installFeishuSdk(kit);
      return true;
    case 'hzbank':
      installHzBankSdk(kit);
      return true;
    case 'workapp':
    case 'kk':
    case 'kingOA':
      installAuthCodeSdk(kit, host);
      return true;
    case 'native':
      installNativeBridge(kit);
      return true;
    case 'remote':
      installOpenPlatformSdk(kit);
      return true;
    case 'web':
    case 'cloudoffice':
    case 'teams':
      return false;
  }
}
