/** A mobile-bridge call that failed: the wrapper's own code, or 'timeout' / 'malformed' answers. */
export class NativeBridgeError extends Error {
  override readonly name = 'NativeBridgeError';
  constructor(
    readonly method: string,
    readonly code: number | 'timeout' | 'malformed' | 'unsendable',
    message: string,
  ) {
    super(message);
  }
}
