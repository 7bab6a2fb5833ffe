import { DEFAULT_CONFIG, type AppConfig } from './AppConfig';
import { bool, isObj, section, str, type Obj } from './configReaders';
import { parseHostsConfig } from './parseHostsConfig';

export interface ParsedConfig {
  config: AppConfig;
  /** Fields that were present but unusable; each one fell back to its default. */
  problems: string[];
}

function syncMode(featbit: Obj, problems: string[]): 'streaming' | 'polling' {
  const mode = featbit.mode;
  if (mode === undefined || mode === 'streaming') return 'streaming';
  if (mode === 'polling') return 'polling';
  problems.push('featbit.mode must be "streaming" or "polling"');
  return 'streaming';
}

/** The config file is untrusted input: every field is checked, and nothing in it can stop the app. */
export function parseAppConfig(input: unknown): ParsedConfig {
  const problems: string[] = [];
  if (!isObj(input)) {
    return {
      config: DEFAULT_CONFIG,
      problems: input === undefined ? [] : ['config must be an object'],
    };
  }
  const d = DEFAULT_CONFIG;
  const patterns = input.grantEndpointPatterns;
  let grantEndpointPatterns = d.grantEndpointPatterns;
  if (Array.isArray(patterns) && patterns.every((p) => typeof p === 'string')) {
    grantEndpointPatterns = patterns as string[];
  } else if (patterns !== undefined) {
    problems.push('grantEndpointPatterns must be a list of strings');
  }
  const fb = section(input, 'featbit', problems);
  const idp = section(input, 'identityProvider', problems);
  const lab = section(input, 'lab', problems);
  const config: AppConfig = {
    apiBase: str(input, 'apiBase', d.apiBase, problems, '') ?? d.apiBase,
    grantEndpointPatterns,
    registryUrl: str(input, 'registryUrl', d.registryUrl, problems, ''),
    registryFallbackUrl: str(input, 'registryFallbackUrl', d.registryFallbackUrl, problems, ''),
    documentPreviewHost: str(input, 'documentPreviewHost', null, problems, ''),
    featbit: {
      mode: syncMode(fb, problems),
      sdkKey: str(fb, 'sdkKey', null, problems, 'featbit.'),
      streamingUrl: str(fb, 'streamingUrl', null, problems, 'featbit.'),
      pollingUrl: str(fb, 'pollingUrl', null, problems, 'featbit.'),
      eventsUrl: str(fb, 'eventsUrl', null, problems, 'featbit.'),
    },
    identityProvider: {
      host: str(idp, 'host', null, problems, 'identityProvider.'),
      clientId:
        str(idp, 'clientId', d.identityProvider.clientId, problems, 'identityProvider.') ??
        'client-app',
      crossOrigin: bool(idp, 'crossOrigin', problems, 'identityProvider.'),
    },
    lab: {
      enabled: bool(lab, 'enabled', problems, 'lab.'),
      crashRoute: bool(lab, 'crashRoute', problems, 'lab.'),
      host: str(lab, 'host', null, problems, 'lab.'),
    },
    hosts: parseHostsConfig(section(input, 'hosts', problems), problems),
  };
  return { config, problems };
}
