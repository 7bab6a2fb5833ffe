import type { LabHostId } from '../../mocks-server/hosts/labHostIds';

export interface LabHostEntry {
  id: LabHostId;
  name: string;
  description: string;
  /** What the real embedded browser reports; the console shows it (a frame cannot change it). */
  userAgent: string;
  /** The `sdkName` the host's entry address carries, when it has one. */
  sdkName?: string;
  /** Whether GET /__lab/hosts/<id>/sdk.js serves a script for this host. */
  hasScript: boolean;
}

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const MOBILE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** Every host the lab plays, in the order the console lists them. */
export const LAB_HOST_CATALOG: readonly LabHostEntry[] = [
  {
    id: 'web',
    name: '浏览器',
    description: 'Plain browser: identity-provider sign-in page, then the app.',
    userAgent: DESKTOP,
    hasScript: false,
  },
  {
    id: 'wecom',
    name: '企业微信',
    description: 'Chat app: single sign-on redirect, signed wx.config.',
    userAgent: `${DESKTOP} wxwork/4.1.22 MicroMessenger/7.0.1`,
    hasScript: true,
  },
  {
    id: 'dingtalk',
    name: '钉钉',
    description: 'Office suite: dd.runtime.permission.requestAuthCode.',
    userAgent: `${DESKTOP} DingTalk(7.5.0) DingWeb/3.8.10`,
    hasScript: true,
  },
  {
    id: 'feishu',
    name: '飞书',
    description: 'Office suite: h5sdk.ready then tt.requestAuthCode.',
    userAgent: `${DESKTOP} Lark/7.1.0 LarkLocale/zh_CN`,
    hasScript: true,
  },
  {
    id: 'cloudoffice',
    name: '云办公',
    description: 'Cloud office app: opens the app with a single-use ticket.',
    userAgent: `${DESKTOP} CloudOffice/3.0.0`,
    hasScript: false,
  },
  {
    id: 'hzbank',
    name: '银行 App',
    description: 'Bank app: opens /web/ with a single-use accessToken; hzBank.call bridge.',
    userAgent: `${MOBILE} HzBank/6.2.0`,
    sdkName: 'hzBank',
    hasScript: true,
  },
  {
    id: 'workapp',
    name: '工作台',
    description: 'Work app: workApp.getAuthCode.',
    userAgent: `${MOBILE} WorkApp/2.4.0`,
    hasScript: true,
  },
  {
    id: 'kk',
    name: 'KK',
    description: 'kk.getAuthCode; the code goes to the identity provider.',
    userAgent: `${MOBILE} KK/5.1.0`,
    sdkName: 'kk',
    hasScript: true,
  },
  {
    id: 'kingOA',
    name: 'KingOA',
    description: 'kingOA.getAuthCode; the code goes to the identity provider.',
    userAgent: `${DESKTOP} KingOA/9.0.0`,
    sdkName: 'kingOA',
    hasScript: true,
  },
  {
    id: 'teams',
    name: 'Microsoft Teams',
    description:
      'A page that plays the Teams client around the app (teams-js postMessage protocol).',
    userAgent: `${DESKTOP} Teams/24165.1410.2974.6689`,
    sdkName: 'microsoftTeams',
    hasScript: false,
  },
  {
    id: 'native',
    name: '原生 App',
    description:
      'Generic native wrapper: answers expensebridge:// frames and the Android prompt channel.',
    userAgent: `${ANDROID} ExpenseNative/9.60.0 Bridge/0.9.80 (Android)`,
    hasScript: true,
  },
  {
    id: 'remote',
    name: '开放平台',
    description: 'Any other sdkName: the open-platform SDK from the CRM SDK lookup (cloudOffice).',
    userAgent: `${MOBILE} OpenPlatform/5.4.0`,
    sdkName: 'cloudOffice',
    hasScript: true,
  },
];
