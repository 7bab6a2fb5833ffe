import type { HostSignInContext } from './hostContract';

/** The office suite's SDK once it is known to be inside the host. */
export interface OfficeSuiteSdk {
  /** The code the host issues (empty when it gives none); rejects with the host's own error. */
  requestAuthCode(context: HostSignInContext): Promise<string | undefined>;
  /**
   * Reads the `jsconfig/corp` answer with the suite's contract and hands it to the SDK; false when
   * the answer does not have the SDK's shape.
   */
  configure(answer: unknown, context: HostSignInContext): boolean;
}

/** What differs between the two office suites; the sign-in flow itself is shared. */
export interface OfficeSuiteDriver {
  id: 'dingtalk' | 'feishu';
  /** The SDK, or undefined when the page is not inside the host (or its SDK is missing). */
  load(context: HostSignInContext): Promise<OfficeSuiteSdk | undefined>;
}
