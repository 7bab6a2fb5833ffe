import * as v from 'valibot';
import { flag, isPlainObject, record, word } from '../core/fields';

/**
 * docs/sign-in-and-hosts.md `staffSetting/{deviceType}`'s `value`: the staff and corporation ids key the caches;
 * language, brand colour and font size are untrusted hints, left out when absent.
 */
export const staffSettingSchema = v.pipe(
  record({
    value: record({
      id: word(),
      corporationId: word(),
      language: word(32),
      brandColor: word(16),
      fontSize: word(16),
    }),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { id, corporationId, language, brandColor, fontSize } = dataset.value.value;
    if (!id || !corporationId) {
      addIssue({ message: 'value.id and value.corporationId are required' });
      return NEVER;
    }
    return {
      id,
      corporationId,
      ...(language ? { language } : {}),
      ...(brandColor ? { brandColor } : {}),
      ...(fontSize ? { fontSize } : {}),
    };
  }),
);

/**
 * docs/sign-in-and-hosts.md GET /account/v2/session. Hosts differ in where they put the corporation and user, so
 * both the value and the top level are read.
 */
export const accountSessionSchema = v.pipe(
  record({
    corporationId: word(),
    userId: word(),
    value: v.optional(
      v.pipe(
        v.unknown(),
        v.check(isPlainObject, 'value must be an object'),
        record({
          id: word(4096),
          isAssistPlatform: flag,
          corporationId: word(),
          userId: word(),
          staffSetting: record({ language: word(32) }),
        }),
      ),
    ),
  }),
  v.rawTransform(({ dataset: { value: answer }, addIssue, NEVER }) => {
    const session = answer.value;
    if (!session?.id) return (addIssue({ message: 'value.id is required' }), NEVER);
    const language = session.staffSetting.language;
    const corporationId = answer.corporationId ?? session.corporationId;
    const userId = session.userId ?? answer.userId;
    return {
      accessToken: session.id,
      isAssistPlatform: session.isAssistPlatform === true,
      ...(language ? { language } : {}),
      ...(corporationId ? { corporationId } : {}),
      ...(userId ? { userId } : {}),
    };
  }),
);
