const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,(.*)$/s;

/**
 * A `data:` address as bytes, decoded in the page. Hosts hand picked images back this way, and
 * fetching them would need `connect-src data:` in the app's Content-Security-Policy, which would
 * let any script read or post data addresses; decoding needs no network permission at all.
 * Null when the address is not a well-formed data address.
 */
export function dataUrlToBlob(address: string): Blob | null {
  const match = DATA_URL.exec(address);
  if (!match) return null;
  const [, type = 'application/octet-stream', , base64, payload] = match;
  try {
    if (!base64) return new Blob([decodeURIComponent(payload)], { type });
    const binary = atob(payload.replace(/\s/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type });
  } catch {
    return null;
  }
}

/** The decoded size of a data address without decoding it (for the size check before reading). */
export function dataUrlSize(address: string): number | null {
  const match = DATA_URL.exec(address);
  if (!match) return null;
  const payload = match[4];
  if (!match[3]) return payload.length;
  const clean = payload.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}
