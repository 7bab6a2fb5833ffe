import { DEFAULT_CONFIG } from './AppConfig';
import { inlineConfigAnswer } from './inlineConfigAnswer';
import { parseAppConfig, type ParsedConfig } from './parseAppConfig';

export const CONFIG_PATH = '/app-config.json';

type ConfigFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The config file's answer, the same from the shell and from the start-calls script: the copy the
 * server wrote into the document, else the file. Cache mode default: the server's no-cache says
 * how fresh it must be, and the document's preload of the file is then the very answer taken.
 */
export const requestAppConfig = (
  fetchFn: ConfigFetch,
  doc: Pick<Document, 'getElementById'> | null = globalThis.document ?? null,
): Promise<Response> => {
  const inline = doc && inlineConfigAnswer(doc);
  return inline ? Promise.resolve(inline) : fetchFn(CONFIG_PATH, { credentials: 'same-origin' });
};

/** The config an answer for the file gives; a missing or broken file gives the defaults. */
export async function readAppConfig(response: Response): Promise<ParsedConfig> {
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
}

/**
 * A missing or broken config file never blocks start-up: the defaults serve a same-origin
 * deployment. `early` is the start-calls script's copy of the answer (null: it has none), which
 * took the preloaded file: asking again would cost another round trip.
 */
export async function loadAppConfig(
  fetchFn: typeof fetch = fetch,
  early?: Promise<Response | null>,
): Promise<ParsedConfig> {
  try {
    const response = (await early?.catch(() => null)) ?? (await requestAppConfig(fetchFn));
    return await readAppConfig(response);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { config: DEFAULT_CONFIG, problems: [`${CONFIG_PATH} could not be loaded: ${reason}`] };
  }
}
