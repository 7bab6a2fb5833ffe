const MAX_PATH = 2048;

function decodeOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * A `state` value from the address, as a path on this origin ('/x?y#z'), or undefined when it is
 * anything else: absolute or protocol-relative URLs, other origins, malformed encodings. It was
 * encoded once when sent; a copy encoded twice is accepted too.
 */
export function sameOriginPath(candidate: string | undefined, origin: string): string | undefined {
  if (!candidate || candidate.length > MAX_PATH) return undefined;
  for (const value of [candidate, decodeOnce(candidate)]) {
    if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
      continue;
    }
    try {
      const url = new URL(value, origin);
      if (url.origin === origin) return url.pathname + url.search + url.hash;
    } catch {
      // not a URL at all: try the next reading
    }
  }
  return undefined;
}
