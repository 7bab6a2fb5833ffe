import { toClientFlag } from '../../flags/evaluation';
import type { ClientFlag, EndUser, FeatureFlag, Segment } from '../../flags/evaluation/types';
import type { FlagRepository } from './FlagRepository';

export interface DataSyncMessage {
  messageType: 'data-sync';
  data: { eventType: 'full' | 'patch'; userKeyId: string; featureFlags: ClientFlag[] };
}

/** The client's store version from a message or query string; anything unusable means "none". */
export function parseClientTimestamp(raw: unknown): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The ES's reply to a data-sync: every flag when `since` is null (a full), else the flags updated
 * strictly after `since` (a patch, possibly empty). Always evaluated for, and addressed to, `user`:
 * the SDK drops a message whose userKeyId is not its current user's.
 */
export function buildDataSync(
  repository: FlagRepository,
  user: EndUser,
  since: number | null,
): DataSyncMessage {
  const flags = since === null ? repository.listFlags() : repository.flagsUpdatedAfter(since);
  return dataSyncMessage(since === null ? 'full' : 'patch', user, flags, repository.listSegments());
}

export function dataSyncMessage(
  eventType: 'full' | 'patch',
  user: EndUser,
  flags: readonly FeatureFlag[],
  segments: readonly Segment[],
): DataSyncMessage {
  return {
    messageType: 'data-sync',
    data: {
      eventType,
      userKeyId: user.keyId,
      featureFlags: flags.map((flag) => toClientFlag(flag, user, segments)),
    },
  };
}
