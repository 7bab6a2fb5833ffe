import type { SignInSession } from '@shell/auth';

const MAX_FIELD = 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.length > 0 && candidate.length <= MAX_FIELD) {
      return candidate;
    }
    if (typeof candidate === 'number' && Number.isFinite(candidate)) return String(candidate);
  }
  return undefined;
}

/**
 * A host session answer (docs/host-verbs.md): `{sessionId, corporationId, userId}` at the top, some hosts
 * adding `value {userId, staffSetting {language}}` and `wxCorpId`. Undefined without a usable
 * session id, so a malformed answer never signs anyone in.
 */
export function readSession(body: unknown): SignInSession | undefined {
  if (!isRecord(body)) return undefined;
  const value = isRecord(body.value) ? body.value : {};
  const staffSetting = isRecord(value.staffSetting)
    ? value.staffSetting
    : isRecord(body.staffSetting)
      ? body.staffSetting
      : {};
  const accessToken = text(body.sessionId, value.sessionId);
  if (!accessToken) return undefined;
  const session: SignInSession = { accessToken };
  const corporationId = text(body.corporationId, value.corporationId);
  const userId = text(value.userId, body.userId);
  const language = text(staffSetting.language);
  const wxCorpId = text(body.wxCorpId, value.wxCorpId);
  if (corporationId) session.corporationId = corporationId;
  if (userId) session.userId = userId;
  if (language) session.language = language;
  if (wxCorpId) session.wxCorpId = wxCorpId;
  return session;
}

/** `body.value` when it is an object (jsconfig answers), else undefined. */
export function readValue(body: unknown): Record<string, unknown> | undefined {
  return isRecord(body) && isRecord(body.value) ? body.value : undefined;
}
