const OPENABLE = new Set(['http:', 'https:']);
const DOWNLOADABLE = new Set(['http:', 'https:', 'blob:', 'data:']);

/** Resolves a possibly relative address against the page; anything else is refused. */
function resolveUrl(win: Window, url: unknown, allowed: ReadonlySet<string>): URL {
  if (typeof url !== 'string' || url.trim() === '') throw new TypeError('A link needs an address');
  let parsed: URL;
  try {
    parsed = new URL(url, win.location.href);
  } catch {
    throw new TypeError(`Refusing to open a malformed address: ${url.slice(0, 200)}`);
  }
  if (!allowed.has(parsed.protocol)) {
    throw new TypeError(`Refusing to open a ${parsed.protocol} address`);
  }
  return parsed;
}

/** A new tab without access back to this page (`noopener`), for http(s) addresses only. */
export async function openLinkInNewTab(win: Window, url: string): Promise<void> {
  const target = resolveUrl(win, url, OPENABLE);
  win.open(target.href, '_blank', 'noopener');
}

/** Downloads through a temporary anchor so the browser names the file `fileName`. */
export async function downloadViaAnchor(win: Window, url: string, fileName: string): Promise<void> {
  const target = resolveUrl(win, url, DOWNLOADABLE);
  const anchor = win.document.createElement('a');
  anchor.href = target.href;
  anchor.download = typeof fileName === 'string' ? fileName : '';
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  win.document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
  }
}
