import { RefSourceError, type RefSource } from './refEntities';

/** A RefSource with nothing behind it: every lookup fails, so pickers say the search failed. */
export const noRefSource: RefSource = {
  search: () => Promise.reject(new RefSourceError('No ref source was given')),
  byIds: () => Promise.reject(new RefSourceError('No ref source was given')),
};
