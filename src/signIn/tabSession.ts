import type { SignInSession } from '../auth';

const SESSION_KEY = 'expense.tabSession';
const ENTRY_KEY = 'expense.entry';

/** Address keys that say which host and tenant opened this tab; never a credential. */
const ENTRY_KEYS = [
  'ekbCorpId',
  'appId',
  'corpId',
  'appid',
  'attr',
  'needPostEvent',
  'HIDE_WX_MENU',
  'type',
  'oemPlatform',
  'sdkName',
  'mode',
  'userId',
  'deviceType',
  'platform',
];

/** Single-use codes and tokens: never remembered, and their presence means a fresh entry. */
const CREDENTIAL_KEYS = ['code', 'auth_code', 'sso_auth', 'accessToken', 'ticket', 'tempToken'];

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

function readJson(storage: TabStorage, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function write(storage: TabStorage, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: a reload then signs in as the host would on a first visit.
  }
}

/**
 * The host's entry parameters survive in-app navigation and reloads of this tab: a reload of
 * /approval inside the chat app still knows its corpId (the SSO's appid), a remote host its
 * sdkName. An address with its own entry parameters or a code is a fresh entry and is
 * remembered; one without gets the remembered ones, parsed again as untrusted input.
 */
export function withRememberedEntry(search: string, storage: TabStorage): string {
  const query = new URLSearchParams(search);
  const entry = ENTRY_KEYS.filter((key) => query.has(key));
  if (entry.length > 0 || CREDENTIAL_KEYS.some((key) => query.has(key))) {
    write(storage, ENTRY_KEY, Object.fromEntries(entry.map((key) => [key, query.get(key)])));
    return search;
  }
  const remembered = readJson(storage, ENTRY_KEY);
  if (!remembered) return search;
  for (const key of ENTRY_KEYS) {
    const value = remembered[key];
    if (typeof value === 'string') query.set(key, value);
  }
  const merged = query.toString();
  return merged ? `?${merged}` : '';
}

/** Fills one entry value the address did not carry (the chat app names its corp in the session). */
export function rememberEntryValue(storage: TabStorage, key: 'corpId', value: string): void {
  const remembered = readJson(storage, ENTRY_KEY) ?? {};
  if (typeof remembered[key] !== 'string')
    write(storage, ENTRY_KEY, { ...remembered, [key]: value });
}

/**
 * Whether this address is a host's fresh entry: its own entry parameters (the launcher opened the
 * app, perhaps for another tenant or person) or a single-use credential. Then no stored session is
 * resumed; a reload or deep link after navigation carries neither and resumes.
 */
export function isFreshEntry(search: string): boolean {
  const query = new URLSearchParams(search);
  return [...ENTRY_KEYS, ...CREDENTIAL_KEYS].some((key) => query.has(key));
}

export interface TabSession {
  host: string;
  session: SignInSession;
}

/** After a host sign-in: this tab's session, so a reload resumes it (docs/sign-in-and-hosts.md stored state). */
export function rememberTabSession(
  storage: TabStorage,
  host: string,
  session: SignInSession,
): void {
  write(storage, SESSION_KEY, { host, session });
}

export function readTabSession(storage: TabStorage, host: string): TabSession | null {
  const stored = readJson(storage, SESSION_KEY);
  const session = stored?.session as Record<string, unknown> | undefined;
  if (stored?.host !== host || typeof session?.accessToken !== 'string' || !session.accessToken)
    return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    host,
    session: {
      accessToken: session.accessToken,
      corporationId: text(session.corporationId),
      userId: text(session.userId),
      wxCorpId: text(session.wxCorpId),
    },
  };
}

export function forgetTabSession(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored, or storage refused: nothing to forget.
  }
}
