import { parse } from '@contracts/core/parse';
import { idTokenClaimsSchema } from '@contracts/session/identityProvider';

/** Who the id_token says signed in. Untrusted: the signature is not (and cannot be) checked here. */
export interface IdTokenClaims {
  userId?: string;
  corpId?: string;
  staffId?: string;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Reads the JWT payload for the staff identity. Only used to remember whom to re-authorize;
 * the server decides access. A malformed token yields no claims rather than an error.
 */
export function decodeIdToken(idToken: string | undefined): IdTokenClaims {
  const payload = idToken?.split('.')[1];
  if (!payload) return {};
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(payload)) as unknown;
  } catch {
    return {};
  }
  return parse(idTokenClaimsSchema, claims);
}
