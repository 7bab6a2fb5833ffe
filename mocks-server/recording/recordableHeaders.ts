import type { OutgoingHttpHeaders } from 'node:http';

/**
 * Left out of recordings. Hop-by-hop headers (RFC 9110 docs/lab.md) belong to one connection.
 * Content-Length and Content-Encoding describe the compressed wire form while the recorder
 * keeps the body before compression; compression sets them again on replay. CORS headers and
 * Vary are recomputed per request by the middleware in front, for the origin asking then.
 */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'content-encoding',
  'vary',
]);

export function recordableHeaders(headers: OutgoingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || DROPPED.has(lower) || lower.startsWith('access-control-')) continue;
    kept[lower] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return kept;
}
