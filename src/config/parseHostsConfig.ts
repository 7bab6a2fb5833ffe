import { DEFAULT_CONFIG, type HostsConfig } from './AppConfig';
import { isObj, section, str, type Obj } from './configReaders';

const MAX_SDK_TIMEOUT_MS = 120_000;

function stringMap(source: Obj, key: string, fallback: Record<string, string>, problems: string[]) {
  const value = source[key];
  if (value === undefined) return fallback;
  if (isObj(value) && Object.values(value).every((url) => typeof url === 'string')) {
    return { ...fallback, ...(value as Record<string, string>) };
  }
  problems.push(`hosts.${key} must map host ids to script URLs`);
  return fallback;
}

function origins(source: Obj, problems: string[]): string[] {
  const value = source.allowedMessageOrigins;
  if (value === undefined) return [];
  // '*' would accept messages from any page, which is exactly what the origin check prevents.
  if (Array.isArray(value) && value.every((o) => typeof o === 'string' && o !== '*')) {
    return value as string[];
  }
  problems.push('hosts.allowedMessageOrigins must be a list of origins, without "*"');
  return [];
}

function timeout(source: Obj, fallback: number, problems: string[]): number {
  const value = source.sdkTimeoutMs;
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    return Math.min(value, MAX_SDK_TIMEOUT_MS);
  }
  problems.push('hosts.sdkTimeoutMs must be a positive number of milliseconds');
  return fallback;
}

/** The `hosts` section: vendor addresses in production, the lab's fakes in the lab. */
export function parseHostsConfig(hosts: Obj, problems: string[]): HostsConfig {
  const d = DEFAULT_CONFIG.hosts;
  const authorize = section(hosts, 'authorizeUrls', problems);
  const postEventOrigin = str(hosts, 'postEventOrigin', null, problems, 'hosts.');
  if (postEventOrigin === '*') problems.push('hosts.postEventOrigin must name one origin, not "*"');
  return {
    sdkUrls: stringMap(hosts, 'sdkUrls', d.sdkUrls, problems),
    wecomSsoUrl: str(hosts, 'wecomSsoUrl', d.wecomSsoUrl, problems, 'hosts.') ?? d.wecomSsoUrl,
    authorizeUrls: {
      dingtalk:
        str(authorize, 'dingtalk', d.authorizeUrls.dingtalk, problems, 'hosts.authorizeUrls.') ??
        d.authorizeUrls.dingtalk,
      feishu:
        str(authorize, 'feishu', d.authorizeUrls.feishu, problems, 'hosts.authorizeUrls.') ??
        d.authorizeUrls.feishu,
    },
    postEventOrigin: postEventOrigin === '*' ? null : postEventOrigin,
    allowedMessageOrigins: origins(hosts, problems),
    sdkTimeoutMs: timeout(hosts, d.sdkTimeoutMs, problems),
  };
}
