import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { sendError } from '../../mocks-server/http/sendError';

export const FOREIGN_HOST = 'error:lab:foreign-host';
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '::1']);

/** The host name of a Host header without its port; IPv6 literals lose their brackets. */
export function hostNameOf(hostHeader: string): string {
  const trimmed = hostHeader.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']'));
  const colon = trimmed.lastIndexOf(':');
  return colon < 0 ? trimmed : trimmed.slice(0, colon);
}

/** Loopback names (`*.localhost` included, RFC 6761) and the names a person configured. */
export function isServedHost(hostHeader: string | undefined, extra: readonly string[]): boolean {
  if (hostHeader === undefined || hostHeader === '') return false;
  const name = hostNameOf(hostHeader);
  return LOOPBACK_NAMES.has(name) || name.endsWith('.localhost') || extra.includes(name);
}

/** LAB_ALLOWED_HOSTS=lab.example,10.0.0.5 serves those names too (a lab reached over a LAN). */
export function configuredHosts(raw = process.env.LAB_ALLOWED_HOSTS): string[] {
  return (raw ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * A page on another site can point its own name at 127.0.0.1 (DNS rebinding) and then read the
 * lab as "same origin". The browser still sends that name as Host, so the lab answers only
 * requests addressed to a loopback name or one the person configured.
 */
export function servedHostsOnly(extra: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (isServedHost(req.headers.host, extra)) next();
    else sendError(res, 403, FOREIGN_HOST, 'The lab answers only requests addressed to 127.0.0.1');
  };
}

/** The same rule for WebSocket upgrades, which never pass through Express. */
export function acceptsUpgradeFrom(
  extra: readonly string[],
): (request: IncomingMessage) => boolean {
  return (request) => isServedHost(request.headers.host, extra);
}
