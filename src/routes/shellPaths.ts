/** Path builders for the shell's own screens; no string URLs scattered around. */
export const shellPaths = {
  home: () => '/',
  /** The bank app opens the app at /web/ (its sign-in reads the path): the home, too. */
  bankEntry: () => '/web',
  /** 我的 / Me: settings, other areas, sign out. */
  account: () => '/me',
  signedOut: () => '/signed-out',
  login: () => '/login',
  selectEnterprise: () => '/selectEnterprise5',
  error: () => '/error',
  /** A host sign-in failure with its own message or dialog (docs/architecture.md session failures). */
  signInProblem: () => '/signin-problem',
  /** The work app's info-initializing page. */
  initializing: () => '/initializing',
  /** Lab-only: a route that throws on render, to prove the error screen replaces a white page. */
  labCrash: () => '/__lab-crash',
} as const;
