export { DEFAULT_CONFIG, type AppConfig, type HostsConfig } from './AppConfig';
export { CONFIG_PATH, loadAppConfig } from './loadAppConfig';
export { parseAppConfig, type ParsedConfig } from './parseAppConfig';
