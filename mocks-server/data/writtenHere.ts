import type { Bill } from './billTypes';

/** What a bill written through the api (new, copied) carries in its id; seeded ones do not. */
export const WRITTEN_HERE = '-draft-';

/** A bill the person wrote in the lab, as opposed to one the seed made up. */
export const isWrittenHere = (bill: Pick<Bill, 'id'>): boolean => bill.id.includes(WRITTEN_HERE);
