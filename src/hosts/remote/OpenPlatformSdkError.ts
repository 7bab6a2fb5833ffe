export type OpenPlatformFailure =
  | 'unsupported'
  | 'bridge-outdated'
  | 'bridge-undefined'
  | 'bridge-init-failed'
  | 'platform-unsupported'
  | 'invalid-parameter'
  | 'sdk-error';

/** An open-platform SDK rejection, named by the spec's codes (Host SDK codes (docs/sign-in-and-hosts.md)). */
export class OpenPlatformSdkError extends Error {
  override readonly name = 'OpenPlatformSdkError';
  constructor(
    readonly action: string,
    readonly failure: OpenPlatformFailure,
    readonly code: number | undefined,
    detail: string,
  ) {
    super(`SDK returned error: ${detail}`);
  }
}
