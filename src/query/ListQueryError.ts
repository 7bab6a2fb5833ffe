/**
 * A list query the builder refuses to produce. Thrown at the call that went wrong (never at
 * `toBody()`), so a page can tell a bad filter from a failed request.
 */
export class ListQueryError extends Error {
  override readonly name: string = 'ListQueryError';
}
