/** One failed request for the registry: which address and why. */
export interface RegistryAttempt {
  readonly url: string;
  readonly reason: string;
}

export interface RegistryErrorOptions {
  attempts?: readonly RegistryAttempt[];
  cause?: unknown;
}

/**
 * The only error the registry client, validator and dependency sort throw, so startup can tell
 * "the registry is unusable" from a bug. Its message may name registry addresses: log it, but
 * show staff a generic screen (docs/http-and-errors.md: the address is not shown).
 */
export class RegistryError extends Error {
  override readonly name = 'RegistryError';
  readonly attempts: readonly RegistryAttempt[];

  constructor(message: string, options: RegistryErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.attempts = options.attempts ?? [];
  }
}
