import { DEFAULT_CONFIG } from './AppConfig';
import { parseAppConfig, type ParsedConfig } from './parseAppConfig';

export const CONFIG_PATH = '/app-config.json';

/** A missing or broken config file never blocks start-up: the defaults serve a same-origin deployment. */
export async function loadAppConfig(fetchFn: typeof fetch = fetch): Promise<ParsedConfig> {
  try {
    const response = await fetchFn(CONFIG_PATH, { cache: 'no-store', credentials: 'same-origin' });
    if (response.status === 404) return { config: DEFAULT_CONFIG, problems: [] };
    if (!response.ok) {
      return { config: DEFAULT_CONFIG, problems: [`${CONFIG_PATH} answered ${response.status}`] };
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { config: DEFAULT_CONFIG, problems: [`${CONFIG_PATH} is not valid JSON`] };
    }
    return parseAppConfig(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { config: DEFAULT_CONFIG, problems: [`${CONFIG_PATH} could not be loaded: ${reason}`] };
  }
}
