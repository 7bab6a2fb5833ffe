declare global {
  /** webpack's runtime nonce: the bundler replaces this name, so it is no real global. */
  var __webpack_nonce__: string | undefined;
}

/**
 * The nonce the server put on `<meta property="csp-nonce">` for this document. Once a policy
 * applies, browsers hide a nonce attribute's value from `getAttribute`; the property keeps it.
 */
export function readCspNonce(doc: Document): string | undefined {
  const meta = doc.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * Lets every `<style>` a library adds on its own pass the policy's `style-src`: styled-components
 * reads the meta itself, but the dialogs' scroll lock (react-remove-scroll, through get-nonce)
 * reads webpack's nonce, which is this. Without it a phone's sheet left the page behind it
 * scrolling, and the browser reported a violation.
 */
export function adoptCspNonce(doc: Document = document): void {
  const nonce = readCspNonce(doc);
  if (nonce) __webpack_nonce__ = nonce;
}
