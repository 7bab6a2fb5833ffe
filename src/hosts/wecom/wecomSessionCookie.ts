import type { SignInSession } from '@shell/auth';
import type { HostSignInContext } from '../shared/hostContract';

export const WECOM_SESSION_COOKIE = 'wecom-session';
const COOKIE_DAYS = 1;

interface CachedSession {
  authCode: string;
  session: SignInSession;
}

function parse(raw: string): unknown {
  for (const candidate of [raw, safeDecode(raw)]) {
    if (candidate === undefined) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // try the decoded form next
    }
  }
  return undefined;
}

function safeDecode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function isCached(value: unknown): value is CachedSession {
  if (typeof value !== 'object' || value === null) return false;
  const { authCode, session } = value as Record<string, unknown>;
  if (typeof authCode !== 'string' || typeof session !== 'object' || session === null) return false;
  const { accessToken } = session as Record<string, unknown>;
  return typeof accessToken === 'string' && accessToken.length > 0;
}

/** docs/sign-in-and-hosts.md: the cached session is reused when it was made from this very auth code. */
export function readCachedSession(
  context: HostSignInContext,
  authCode: string,
): SignInSession | undefined {
  const raw = context.cookies.get(WECOM_SESSION_COOKIE);
  const cached = raw ? parse(raw) : undefined;
  if (!isCached(cached) || cached.authCode !== authCode) return undefined;
  // The cookie is page-writable, so only string fields come back out of it.
  const stored = cached.session as unknown as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    accessToken: cached.session.accessToken,
    corporationId: text(stored.corporationId),
    userId: text(stored.userId),
    language: text(stored.language),
    wxCorpId: text(stored.wxCorpId),
  };
}

export function cacheSession(
  context: HostSignInContext,
  authCode: string,
  session: SignInSession,
): void {
  const cached: CachedSession = { authCode, session };
  context.cookies.set(WECOM_SESSION_COOKIE, JSON.stringify(cached), COOKIE_DAYS);
}
