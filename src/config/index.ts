export { DEFAULT_CONFIG, type AppConfig, type HostsConfig } from './AppConfig';
export { loadAppConfig } from './loadAppConfig';
export { parseAppConfig } from './parseAppConfig';
