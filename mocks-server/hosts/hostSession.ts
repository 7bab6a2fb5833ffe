import type { Response } from 'express';
import type { CodeErrors } from './codeErrors';
import type { GrantBinding, GrantStore } from './GrantStore';
import { sendHostError, type ErrorShape } from './hostErrorBody';
import { userIdOf } from './staffDirectory';

/** What every host session call answers on success (Session response (docs/sign-in-and-hosts.md)). */
export interface HostSessionAnswer {
  /** An access token from the grant store: the app sends it as X-HAF-Staff-Grant. */
  sessionId: string;
  corporationId: string;
  userId: string;
}

export interface CodeExchange {
  grants: GrantStore;
  /** Hosts whose codes this call accepts; undefined accepts any host's code. */
  hosts: readonly string[] | undefined;
  shape: ErrorShape;
  errors: CodeErrors;
}

/** Spends the code or answers the vendor's error (and returns undefined). */
export function redeemOrReject(
  res: Response,
  code: unknown,
  exchange: CodeExchange,
): GrantBinding | undefined {
  const redemption = exchange.grants.redeemCode(
    code,
    (host) => exchange.hosts === undefined || exchange.hosts.includes(host),
  );
  if (redemption.ok) return redemption.binding;
  sendHostError(res, exchange.shape, exchange.errors[redemption.reason]);
  return undefined;
}

export function openHostSession(grants: GrantStore, binding: GrantBinding): HostSessionAnswer {
  const { accessToken } = grants.issueTokens(binding);
  return sessionAnswer(accessToken, binding);
}

export function sessionAnswer(sessionId: string, binding: GrantBinding): HostSessionAnswer {
  return { sessionId, corporationId: binding.corporationId, userId: userIdOf(binding.staffId) };
}

/** The first non-empty string among the candidates (body field, then query parameter). */
export function firstText(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return undefined;
}
