/** The element a server may write the config file's text into (lab/inlineAppConfig.ts). */
export const INLINE_CONFIG_ID = 'app-config';

/**
 * The config file's text a server wrote into the document; null when it wrote none. It saves the
 * file's round trip, which on a warm start sits between the document and the first sign-in call,
 * and it is read at once, with no task between the script and the calls it starts.
 */
export function inlineConfigText(doc: Pick<Document, 'getElementById'> | null): string | null {
  const element = doc?.getElementById(INLINE_CONFIG_ID);
  if (element?.tagName !== 'SCRIPT' || element.getAttribute('type') !== 'application/json')
    return null;
  return element.textContent ?? '';
}
