/** docs/flags.md wording, exact: tests and the lab's checks look for it. */
export const AUTHENTICATION_FAILED_MESSAGE = 'Authentication failed. Double check your SDK key.';

/** docs/flags.md: says the client failed to start within the wait and points at the connection or key. */
export function startTimeoutMessage(ms: number): string {
  return (
    `FeatBit client failed to start within ${ms} ms: check the connection to the flag server ` +
    'or the SDK key. Using the last-known flags and still trying.'
  );
}
