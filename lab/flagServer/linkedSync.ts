import type { EndUser } from '../../flags/evaluation/types';
import type { FlagChangeSummary } from '../../mocks-server/recording/Recording';
import type { LinkedStream } from '../../mocks-server/recording/FlagStreamLink';
import { buildDataSync, type DataSyncMessage } from './buildDataSync';
import type { FlagRepository, RepositoryChange } from './FlagRepository';

export type DataSyncAnswer = (user: EndUser, since: number | null) => DataSyncMessage;

/** The repository's answer, unless the stream's lab session replays; recorded when it records. */
export function linkedSync(linked: LinkedStream, repository: FlagRepository): DataSyncAnswer {
  return (user, since) => ({
    messageType: 'data-sync',
    data: linked.answer(user.keyId, since, () => buildDataSync(repository, user, since).data),
  });
}

/** A repository change as a recording states it. */
export function changeSummary(change: RepositoryChange): FlagChangeSummary {
  if (change.kind === 'flag') return { change: 'flag', key: change.key, flagKeys: [change.key] };
  if (change.kind === 'segment') {
    return { change: 'segment', key: change.id, flagKeys: [...change.flagKeys] };
  }
  return { change: 'reset', key: null, flagKeys: [] };
}
