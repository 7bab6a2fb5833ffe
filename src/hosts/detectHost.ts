import type { StartupParams } from '@shell/startup';
import type { HostId } from './HostBridge';

export const HOST_IDS: readonly HostId[] = [
  'web',
  'wecom',
  'dingtalk',
  'feishu',
  'cloudoffice',
  'hzbank',
  'workapp',
  'kk',
  'kingOA',
  'teams',
  'native',
  'remote',
];

export function isHostId(value: unknown): value is HostId {
  return typeof value === 'string' && (HOST_IDS as readonly string[]).includes(value);
}

// A Map, not an object literal: an sdkName like 'constructor' must not find Object's prototype.
const HOST_BY_SDK_NAME: ReadonlyMap<string, HostId> = new Map([
  ['kk', 'kk'],
  ['kingOA', 'kingOA'],
  ['hzBank', 'hzbank'],
  ['microsoftTeams', 'teams'],
]);

// First match wins, so the order matters: WeCom's UA also carries the generic 'WeChat' words,
// and a native wrapper may embed another app's token after its own.
const HOST_BY_USER_AGENT: ReadonlyArray<readonly [RegExp, HostId]> = [
  [/wxwork/i, 'wecom'],
  [/DingTalk/i, 'dingtalk'],
  [/Lark|Feishu/i, 'feishu'],
  [/CloudOffice/i, 'cloudoffice'],
  [/WorkApp/i, 'workapp'],
  [/HZBank/i, 'hzbank'],
  [/ExpenseNative/i, 'native'],
];

export interface DetectHostInput {
  params: Pick<StartupParams, 'sdkName' | 'type'>;
  userAgent: string;
  /**
   * The host the lab console opened the app as. Pass it only when the lab is enabled
   * (`config.lab.enabled ? config.lab.host : null`): a production page must not be steerable.
   */
  labHost?: string | null;
}

/** Which host the page runs in: lab choice, then `sdkName`, then `type`, then the user agent. */
export function detectHost({ params, userAgent, labHost }: DetectHostInput): HostId {
  if (isHostId(labHost)) return labHost;
  if (params.sdkName) return HOST_BY_SDK_NAME.get(params.sdkName) ?? 'remote';
  if (params.type === 'oem' || params.type === 'eBridge') return 'native';
  const match = HOST_BY_USER_AGENT.find(([pattern]) => pattern.test(userAgent));
  return match ? match[1] : 'web';
}
