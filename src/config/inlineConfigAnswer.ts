/** The element a server may write the config file's text into (lab/inlineAppConfig.ts). */
export const INLINE_CONFIG_ID = 'app-config';

/**
 * The config a server wrote into the document, shaped as the file's answer so it is read the one
 * way (readAppConfig); null when it wrote none. It saves the file's round trip, which on a warm
 * start sits between the document and the first sign-in call.
 */
export function inlineConfigAnswer(doc: Pick<Document, 'getElementById'>): Response | null {
  const element = doc.getElementById(INLINE_CONFIG_ID);
  if (element?.tagName !== 'SCRIPT' || element.getAttribute('type') !== 'application/json')
    return null;
  return new Response(element.textContent ?? '', {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}
