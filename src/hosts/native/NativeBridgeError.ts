/**
 * A mobile-bridge call that failed: the wrapper's own code, 'timeout' / 'malformed' answers, or
 * 'unsupported' when the wrapper's capability check (bridge 0.9.80) says it cannot.
 */
export class NativeBridgeError extends Error {
  override readonly name = 'NativeBridgeError';
  constructor(
    readonly method: string,
    readonly code: number | 'timeout' | 'malformed' | 'unsendable' | 'unsupported',
    message: string,
  ) {
    super(message);
  }
}
