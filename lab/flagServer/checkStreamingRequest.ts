import { decodeConnectionToken } from '../../flags/evaluation';

export type StreamingCheck = { ok: true } | { ok: false; reason: string };

/** FeatBit keys may carry base64 padding; the SDK strips it before encoding the token. */
export function stripPadding(key: string): string {
  return key.replace(/=+$/, '');
}

/** With no keys configured the lab accepts any key, so a fresh checkout needs no setup. */
export function acceptsSdkKey(key: string, sdkKeys: readonly string[]): boolean {
  return sdkKeys.length === 0 || sdkKeys.some((known) => stripPadding(known) === stripPadding(key));
}

/**
 * Whether a streaming upgrade may stay open: a client connection whose token decodes to a known
 * key. The token's age is not checked (the ES allows 30 s) because tests fake the clock.
 */
export function checkStreamingRequest(query: string, sdkKeys: readonly string[]): StreamingCheck {
  const type = queryParam(query, 'type');
  if (type !== 'client') {
    return { ok: false, reason: `type "${type ?? ''}" is not supported, only "client"` };
  }
  const token = queryParam(query, 'token') ?? '';
  const decoded = decodeConnectionToken(token);
  if (!decoded) return { ok: false, reason: 'the token cannot be decoded' };
  if (!acceptsSdkKey(decoded.secret, sdkKeys)) return { ok: false, reason: 'unknown SDK key' };
  return { ok: true };
}

/**
 * One raw query parameter. Not URLSearchParams: it turns '+' into a space, and the SDK puts the
 * key into the token without URL-encoding it, so a key with '+' would never match.
 */
function queryParam(query: string, name: string): string | null {
  for (const pair of query.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    if ((at < 0 ? pair : pair.slice(0, at)) !== name) continue;
    const value = at < 0 ? '' : pair.slice(at + 1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
