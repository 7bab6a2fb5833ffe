/** Why a query parameter was not used; logged at boot so a broken host link is diagnosable. */
export type StartupWarningReason =
  | 'malformed-encoding'
  | 'too-long'
  | 'control-characters'
  | 'repeated'
  | 'reserved-key'
  | 'invalid-value';

/**
 * One dropped parameter. It names the key only, never the value: values include sign-in codes
 * and tokens that must not reach logs. The key is always one the shell knows, never raw input.
 */
export interface StartupWarning {
  readonly key: string;
  readonly reason: StartupWarningReason;
}
