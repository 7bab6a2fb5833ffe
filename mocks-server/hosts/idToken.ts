import type { GrantBinding } from './GrantStore';
import { userIdOf } from './staffDirectory';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * An unsigned JWT (`alg: none`, empty signature part): the app reads userId, corpId and staffId
 * from it and must never trust it for more, so the lab does not pretend to sign it.
 */
export function unsignedIdToken(
  binding: GrantBinding,
  clientId: string,
  issuedAtMs: number,
  expiresAtMs: number,
): string {
  const header = { alg: 'none', typ: 'JWT' };
  const payload = {
    iss: 'lab-idp',
    aud: clientId,
    sub: binding.staffId,
    userId: userIdOf(binding.staffId),
    corpId: binding.corporationId,
    staffId: binding.staffId,
    iat: Math.floor(issuedAtMs / 1000),
    exp: Math.floor(expiresAtMs / 1000),
  };
  return `${base64url(header)}.${base64url(payload)}.`;
}
