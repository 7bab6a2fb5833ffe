import type { FlagUser } from './FlagStoreOptions';

export type RawFlagValues = Record<string, string>;

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

interface LastKnownRecord {
  /** The user attributes the values were evaluated for. */
  user: string;
  flags: RawFlagValues;
}

export const LAST_KNOWN_PREFIX = 'fb-last-known:';

// FeatBit evaluates per attribute set (the SDK keys its own store by a hash of all of them), so a
// snapshot taken in another corporation or locale must not be served for this one.
function fingerprintOf(user: FlagUser): string {
  const { staffId, name, corporationId, parentTenantId, departmentId, locale, host } = user;
  return JSON.stringify([
    staffId,
    name,
    corporationId,
    parentTenantId ?? '',
    departmentId ?? '',
    locale,
    host,
  ]);
}

/**
 * The raw flag values last confirmed by the server for this user, read synchronously.
 *
 * The SDK's own `fb-datastore-<sha256>` store also persists them, but it loads asynchronously
 * (it hashes the user with crypto.subtle) and announces nothing when done, so the first render
 * and the shell's first activity check would see catalogue defaults, then flip.
 */
export function readLastKnownFlags(
  storage: FlagStorage | undefined,
  user: FlagUser,
): RawFlagValues | undefined {
  try {
    const text = storage?.getItem(LAST_KNOWN_PREFIX + user.staffId);
    if (!text) return undefined;
    const record = JSON.parse(text) as Partial<LastKnownRecord>;
    if (record.user !== fingerprintOf(user) || !isRawFlagValues(record.flags)) return undefined;
    return record.flags;
  } catch {
    // A corrupt or inaccessible snapshot is only a lost optimisation: start from defaults.
    return undefined;
  }
}

export function writeLastKnownFlags(
  storage: FlagStorage | undefined,
  user: FlagUser,
  flags: RawFlagValues,
): void {
  const record: LastKnownRecord = { user: fingerprintOf(user), flags };
  try {
    storage?.setItem(LAST_KNOWN_PREFIX + user.staffId, JSON.stringify(record));
  } catch {
    // Quota exceeded or storage disabled (private mode): the live values still work.
  }
}

function isRawFlagValues(value: unknown): value is RawFlagValues {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string');
}

/** The browser's localStorage when there is one (not under plain Node or a locked-down iframe). */
export function defaultFlagStorage(): FlagStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The entries of `next` a confirmed snapshot does not hold: an unconfirmed source only fills gaps. */
export function gapsOf(next: RawFlagValues, known: ReadonlySet<string>): RawFlagValues {
  return Object.fromEntries(Object.entries(next).filter(([key]) => !known.has(key)));
}
