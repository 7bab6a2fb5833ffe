import type { ClientFlag } from '../../flags/evaluation/types';
import type { FlagSyncData } from './Recording';

/** A user's flags after applying messages in order: a full replaces all, a patch upserts. */
export function applyFlagSyncs(messages: readonly FlagSyncData[]): ClientFlag[] {
  const flags = new Map<string, ClientFlag>();
  for (const message of messages) {
    if (message.eventType === 'full') flags.clear();
    for (const flag of message.featureFlags) flags.set(flag.id, flag);
  }
  return structuredClone([...flags.values()]);
}

/**
 * The live server's answer rule applied to replayed flags: everything when `since` is null,
 * else the flags whose timestamp is strictly newer (the ES's patch rule, possibly empty).
 */
export function answerFrom(
  flags: ClientFlag[],
  userKeyId: string,
  since: number | null,
): FlagSyncData {
  if (since === null) return { eventType: 'full', userKeyId, featureFlags: flags };
  return {
    eventType: 'patch',
    userKeyId,
    featureFlags: flags.filter((flag) => flag.timestamp > since),
  };
}

export function syncDataOf(message: FlagSyncData): FlagSyncData {
  const { eventType, userKeyId, featureFlags } = message;
  return { eventType, userKeyId, featureFlags: structuredClone(featureFlags) };
}
