/** A moment as the time helpers accept it: a Date or epoch milliseconds. */
export type Moment = Date | number;

/** Epoch milliseconds, or NaN for an invalid Date, a non-number or anything else. */
export function toTime(moment: Moment): number {
  if (moment instanceof Date) return moment.getTime();
  return typeof moment === 'number' && Number.isFinite(moment) ? moment : Number.NaN;
}
