import { randomBytes } from 'node:crypto';
import { issuedSecrets, type SecretRegistry } from '../journal/SecretRegistry';

/** Host auth codes live five minutes, as the vendors' do. */
export const CODE_TTL_MS = 5 * 60_000;
/** Access tokens and host session ids: two hours, like every vendor in the spec. */
export const ACCESS_TOKEN_TTL_S = 7200;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;
// Spent codes are kept a while so a second use says "used" rather than "unknown".
const FORGET_AFTER_MS = 24 * 3600_000;

/** Who a code or token stands for. `staffId` is the full `<corporationId>:<userId>` id. */
export interface GrantBinding {
  /** The host that issued it. */
  host: string;
  corporationId: string;
  staffId: string;
}

export type CodeFailure = 'missing' | 'unknown' | 'used' | 'expired';
export type CodeRedemption =
  { ok: true; binding: GrantBinding } | { ok: false; reason: CodeFailure };

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds. */
  expiresIn: number;
  /** ms since the epoch, on the lab clock. */
  expiresAt: number;
}

export type TokenCheck =
  | { ok: true; binding: GrantBinding; expiresAt: number }
  | { ok: false; reason: 'unknown' | 'expired' };

interface Grant {
  binding: GrantBinding;
  expiresAt: number;
  used: boolean;
}

/**
 * The fake open platforms' memory: single-use auth codes that expire, and the access and refresh
 * tokens issued for them. One store serves every host, so a host code can be handed to the
 * identity provider as the real kk, kingOA, Teams and native flows do.
 */
export class GrantStore {
  private readonly codes = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, Grant>();

  constructor(
    private readonly now: () => Date,
    private readonly secrets: SecretRegistry = issuedSecrets,
  ) {}

  issueCode(binding: GrantBinding): string {
    this.forgetStale();
    const code = newId('code');
    this.secrets.add(code);
    this.codes.set(code, {
      binding: { ...binding },
      expiresAt: this.ms() + CODE_TTL_MS,
      used: false,
    });
    return code;
  }

  /**
   * Spends a code. `accept` limits which hosts' codes count: a DingTalk code is no WeCom code. A
   * refused host leaves the code unspent, as a vendor would not know it at all.
   */
  redeemCode(code: unknown, accept: (host: string) => boolean = () => true): CodeRedemption {
    if (typeof code !== 'string' || code.trim() === '') return { ok: false, reason: 'missing' };
    const grant = this.codes.get(code.trim());
    if (!grant || !accept(grant.binding.host)) return { ok: false, reason: 'unknown' };
    if (grant.used) return { ok: false, reason: 'used' };
    if (this.ms() >= grant.expiresAt) return { ok: false, reason: 'expired' };
    grant.used = true;
    return { ok: true, binding: { ...grant.binding } };
  }

  issueTokens(binding: GrantBinding): IssuedTokens {
    const accessToken = newId('at');
    const refreshToken = newId('rt');
    this.secrets.add(accessToken);
    this.secrets.add(refreshToken);
    const expiresAt = this.ms() + ACCESS_TOKEN_TTL_S * 1000;
    this.accessTokens.set(accessToken, { binding: { ...binding }, expiresAt, used: false });
    this.refreshTokens.set(refreshToken, {
      binding: { ...binding },
      expiresAt: this.ms() + REFRESH_TOKEN_TTL_MS,
      used: false,
    });
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_S, expiresAt };
  }

  checkAccessToken(token: unknown): TokenCheck {
    const grant = typeof token === 'string' ? this.accessTokens.get(token.trim()) : undefined;
    if (!grant) return { ok: false, reason: 'unknown' };
    if (this.ms() >= grant.expiresAt) return { ok: false, reason: 'expired' };
    return { ok: true, binding: { ...grant.binding }, expiresAt: grant.expiresAt };
  }

  /** Refresh tokens rotate: each one works once and the answer carries its successor. */
  refresh(
    refreshToken: unknown,
  ): { ok: true; tokens: IssuedTokens; binding: GrantBinding } | { ok: false } {
    const grant =
      typeof refreshToken === 'string' ? this.refreshTokens.get(refreshToken.trim()) : undefined;
    if (!grant || grant.used || this.ms() >= grant.expiresAt) return { ok: false };
    grant.used = true;
    return { ok: true, tokens: this.issueTokens(grant.binding), binding: { ...grant.binding } };
  }

  clear(): void {
    this.codes.clear();
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  private ms(): number {
    return this.now().getTime();
  }

  private forgetStale(): void {
    const horizon = this.ms() - FORGET_AFTER_MS;
    for (const map of [this.codes, this.accessTokens, this.refreshTokens]) {
      for (const [key, grant] of map) if (grant.expiresAt < horizon) map.delete(key);
    }
  }
}

function newId(kind: string): string {
  return `lab-${kind}-${randomBytes(12).toString('hex')}`;
}
