import { randomBytes } from 'node:crypto';

/** A fresh nonce per document: a nonce that repeats is one an attacker can copy. */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy the lab serves with the app document. Scripts: only this origin's files (the
 * bundles, host SDKs and the embedded-browser script are all served from it), so no inline
 * script can run. Styles: styled-components writes <style> tags, which carry the per-document
 * nonce it reads from <meta property="csp-nonce">. Connections: this origin, and its WebSocket
 * twin for the flag stream.
 */
export function contentSecurityPolicy(origin: string, nonce: string): string {
  const socket = origin.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self' ${socket}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The nonce as styled-components looks for it, first in <head>. */
export function withCspNonce(indexHtml: string, nonce: string): string {
  return indexHtml.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}">`);
}
