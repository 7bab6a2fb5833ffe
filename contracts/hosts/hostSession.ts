import * as v from 'valibot';
import { record, word } from '../core/fields';

// Longer than any token or id a host issues: a longer field is not one (read as absent).
const MAX_FIELD = 1024;
/** A token or id in a session answer. */
export const field = word(MAX_FIELD);

/** Where a host puts its session, at the top of the answer or inside `value`. */
export const sessionFields = {
  sessionId: field,
  corporationId: field,
  userId: field,
  wxCorpId: field,
  staffSetting: record({ language: field }),
};

const sessionAnswer = record({ ...sessionFields, value: record(sessionFields) });

type SessionAnswer = v.InferOutput<typeof sessionAnswer>;

/** The session a host answer carries, or undefined without a usable session id. */
export function sessionOf({ value: inner, ...top }: SessionAnswer) {
  const accessToken = top.sessionId ?? inner.sessionId;
  if (!accessToken) return undefined;
  const corporationId = top.corporationId ?? inner.corporationId;
  const userId = inner.userId ?? top.userId;
  const language = inner.staffSetting.language ?? top.staffSetting.language;
  const wxCorpId = top.wxCorpId ?? inner.wxCorpId;
  return {
    accessToken,
    ...(corporationId ? { corporationId } : {}),
    ...(userId ? { userId } : {}),
    ...(language ? { language } : {}),
    ...(wxCorpId ? { wxCorpId } : {}),
  };
}

/**
 * Session response (docs/sign-in-and-hosts.md): `{sessionId, corporationId, userId}` at the top,
 * the chat app adding `wxCorpId` and `value {userId, staffSetting {language}}`; both places are
 * read. An answer without a usable session id fails, so it never signs anyone in.
 */
export const hostSessionSchema = v.pipe(
  sessionAnswer,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const session = sessionOf(dataset.value);
    if (session) return session;
    addIssue({ message: 'sessionId is required' });
    return NEVER;
  }),
);

export type HostSessionWire = v.InferOutput<typeof hostSessionSchema>;
