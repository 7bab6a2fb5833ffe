import { DEFAULT_CONFIG } from './AppConfig';
import { inlineConfigText } from './inlineConfigText';
import { parseAppConfig, type ParsedConfig } from './parseAppConfig';

export const CONFIG_PATH = '/app-config.json';

/** The config file's request, the same from the shell and from the start-calls script. */
export const fetchAppConfig = (
  fetchFn: (url: string, init: RequestInit) => Promise<Response>,
): Promise<Response> =>
  // Cache mode default: the server's no-cache says how fresh it must be, and the document's
  // preload of the file is then the very answer taken, not a second request.
  fetchFn(CONFIG_PATH, { credentials: 'same-origin' });

/** The config the file's text gives; text that is not JSON gives the defaults. */
export function readConfigText(text: string): ParsedConfig {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { config: DEFAULT_CONFIG, problems: [`${CONFIG_PATH} is not valid JSON`] };
  }
  return parseAppConfig(body);
}

/** The config an answer for the file gives; a missing or broken file gives the defaults. */
export async function readAppConfig(response: Response): Promise<ParsedConfig> {
  if (response.status === 404) return { config: DEFAULT_CONFIG, problems: [] };
  if (!response.ok) {
    return { config: DEFAULT_CONFIG, problems: [`${CONFIG_PATH} answered ${response.status}`] };
  }
  return readConfigText(await response.text());
}

/**
 * A missing or broken config file never blocks start-up: the defaults serve a same-origin
 * deployment. The copy the server wrote into the document comes first (inlineConfigText); then
 * `early`, the start-calls script's copy of the answer (null: it has none), which took the
 * preloaded file: asking again would cost another round trip.
 */
export async function loadAppConfig(
  fetchFn: typeof fetch = fetch,
  early?: Promise<Response | null>,
  doc: Pick<Document, 'getElementById'> | null = globalThis.document ?? null,
): Promise<ParsedConfig> {
  const inline = inlineConfigText(doc);
  if (inline !== null) return readConfigText(inline);
  try {
    const response = (await early?.catch(() => null)) ?? (await fetchAppConfig(fetchFn));
    return await readAppConfig(response);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { config: DEFAULT_CONFIG, problems: [`${CONFIG_PATH} could not be loaded: ${reason}`] };
  }
}
