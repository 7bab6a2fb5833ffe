/**
 * A flag or segment that breaks FeatBit's model. The message names the problem precisely (file,
 * entry, field) because the person reading it is editing JSON by hand or calling the admin API.
 */
export class FlagDefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FlagDefinitionError';
  }
}
