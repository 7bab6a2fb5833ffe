import { adoptCspNonce, readCspNonce } from './adoptCspNonce';

const globals = globalThis as { __webpack_nonce__?: string };

function documentWithMeta(html: string): Document {
  const doc = document.implementation.createHTMLDocument('app');
  doc.head.innerHTML = html;
  return doc;
}

describe('adoptCspNonce', () => {
  beforeEach(() => {
    // webpack turns the name into its runtime's nonce; under jest it is a plain global.
    globals.__webpack_nonce__ = undefined;
  });

  it('reads the nonce the server put on the csp-nonce meta', () => {
    expect(readCspNonce(documentWithMeta('<meta property="csp-nonce" nonce="abc123">'))).toBe(
      'abc123',
    );
  });

  it('hands the nonce to the bundler so styles that libraries add carry it', () => {
    adoptCspNonce(documentWithMeta('<meta property="csp-nonce" nonce="n0nce">'));
    expect(globals.__webpack_nonce__).toBe('n0nce');
  });

  it('leaves the nonce unset when the document has none, as outside the lab', () => {
    adoptCspNonce(documentWithMeta('<meta name="viewport" content="width=device-width">'));
    expect(globals.__webpack_nonce__).toBeUndefined();
  });

  it('ignores an empty nonce', () => {
    adoptCspNonce(documentWithMeta('<meta property="csp-nonce" nonce="">'));
    expect(globals.__webpack_nonce__).toBeUndefined();
  });
});
