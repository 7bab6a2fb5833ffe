import type { Trip } from '../relationTypes';
import type { ImportStatus } from './billEnumerations';

/** The trip list's filter: one import status, or every trip. */
export type TripFilter = ImportStatus | 'ALL';

/** Trip lists (docs/bills-and-workflow.md): latest departure first, optionally one import status only. */
export function tripsToShow(trips: readonly Trip[], filter: TripFilter): Trip[] {
  return trips
    .filter((trip) => filter === 'ALL' || trip.importStatus === filter)
    .sort((a, b) => b.departureTime - a.departureTime);
}
