import { readQueryPairs, type RawQueryValue } from './readQueryPairs';
import type { StartupWarning } from './StartupWarning';

/** Embedding variant named by `type`. */
export type HostType = 'oem' | 'eBridge';
const KNOWN_SDK_NAMES = ['kk', 'kingOA', 'hzBank', 'microsoftTeams'] as const;
/** Hosts whose bridge ships with the shell; any other `sdkName` is looked up remotely. */
export type KnownSdkName = (typeof KNOWN_SDK_NAMES)[number];
// The intersection keeps editor completion for the known names while allowing remote ones.
export type SdkName = KnownSdkName | (string & Record<never, never>);

/** Every query parameter the spec (docs/architecture.md) reads at start-up; absent or dropped values are undefined. */
export interface StartupParams {
  /** Product-prefixed corporation id. */
  readonly ekbCorpId: string | undefined;
  readonly appId: string | undefined;
  /** Identity-provider code: single use, so it is stripped from the address after login. */
  readonly code: string | undefined;
  readonly state: string | undefined;
  /** Read by both the web and the mobile-client entry. */
  readonly corpId: string | undefined;
  /** From `auth_code`. */
  readonly authCode: string | undefined;
  /** From `sso_auth`. */
  readonly ssoAuth: string | undefined;
  /** Read by both the web and the mobile-client entry. */
  readonly accessToken: string | undefined;
  /** From `appid` (lower case): the host's own app id, not `appId`; keys are case-sensitive. */
  readonly hostAppId: string | undefined;
  readonly attr: string | undefined;
  /** When set, events go to the parent frame by message posting. */
  readonly needPostEvent: boolean;
  /** From `HIDE_WX_MENU`. */
  readonly hideWxMenu: boolean;
  readonly tempToken: string | undefined;
  readonly ticket: string | undefined;
  readonly type: HostType | undefined;
  readonly oemPlatform: string | undefined;
  /** A name outside `KnownSdkName` is kept only if safe to put in the remote lookup. */
  readonly sdkName: SdkName | undefined;
  readonly mode: 'debug' | undefined;
  readonly loginBySession: boolean;
  readonly singlePoint: boolean;
  readonly userId: string | undefined;
  readonly deviceType: string | undefined;
  readonly platform: string | undefined;
}

export interface StartupParamsReading {
  readonly params: StartupParams;
  readonly warnings: readonly StartupWarning[];
}

// Grouped as the spec lists them; the mobile-client entry adds the last three.
// prettier-ignore
const QUERY_KEYS = [
  'ekbCorpId', 'appId', 'code', 'state', 'corpId', 'auth_code', 'sso_auth', 'accessToken', 'appid',
  'attr', 'needPostEvent', 'HIDE_WX_MENU', 'tempToken', 'ticket', 'type', 'oemPlatform', 'sdkName',
  'mode', 'loginBySession', 'singlePoint',
  'userId', 'deviceType', 'platform',
] as const;
type QueryKey = (typeof QUERY_KEYS)[number];
const KNOWN_KEYS: ReadonlySet<string> = new Set(QUERY_KEYS);

// A remote name becomes part of a lookup URL, so only plain identifier characters pass.
const REMOTE_SDK_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const TRUE_WORDS = /^(1|true|yes)$/i;

export function isKnownSdkName(name: string): name is KnownSdkName {
  return (KNOWN_SDK_NAMES as readonly string[]).includes(name);
}

/** Like `parseStartupParams`, plus what was dropped and why, for the boot log. Never throws. */
export function readStartupParams(search: string): StartupParamsReading {
  const { values, warnings: dropped } = readQueryPairs(search, KNOWN_KEYS);
  const warnings = [...dropped];
  const raw = (key: QueryKey): RawQueryValue | undefined => values.get(key);
  // Empty values carry no information, so they read as absent rather than as ''.
  const text = (key: QueryKey): string | undefined => raw(key) || undefined;
  // Key without '=' is a bare switch (`?needPostEvent`); `needPostEvent=` is an empty value.
  const flag = (key: QueryKey): boolean => {
    const value = raw(key);
    return value === null || (value !== undefined && TRUE_WORDS.test(value));
  };
  const pick = <T extends string>(key: QueryKey, accept: (value: string) => value is T) => {
    const value = text(key);
    if (value === undefined) return undefined;
    if (accept(value)) return value;
    warnings.push({ key, reason: 'invalid-value' });
    return undefined;
  };

  const params: StartupParams = {
    ekbCorpId: text('ekbCorpId'),
    appId: text('appId'),
    code: text('code'),
    state: text('state'),
    corpId: text('corpId'),
    authCode: text('auth_code'),
    ssoAuth: text('sso_auth'),
    accessToken: text('accessToken'),
    hostAppId: text('appid'),
    attr: text('attr'),
    needPostEvent: flag('needPostEvent'),
    hideWxMenu: flag('HIDE_WX_MENU'),
    tempToken: text('tempToken'),
    ticket: text('ticket'),
    type: pick('type', (v): v is HostType => v === 'oem' || v === 'eBridge'),
    oemPlatform: text('oemPlatform'),
    sdkName: pick('sdkName', (v): v is SdkName => isKnownSdkName(v) || REMOTE_SDK_NAME.test(v)),
    mode: pick('mode', (v): v is 'debug' => v === 'debug'),
    loginBySession: flag('loginBySession'),
    singlePoint: flag('singlePoint'),
    userId: text('userId'),
    deviceType: text('deviceType'),
    platform: text('platform'),
  };
  return { params: Object.freeze(params), warnings: Object.freeze(warnings) };
}

/** Reads the start-up parameters from `location.search`; unknown or malformed input never throws. */
export function parseStartupParams(search: string): StartupParams {
  return readStartupParams(search).params;
}
