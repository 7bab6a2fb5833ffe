/** Path builders for the shell's own screens; no string URLs scattered around. */
export const shellPaths = {
  home: () => '/',
  login: () => '/login',
  selectEnterprise: () => '/selectEnterprise5',
  error: () => '/error',
  /** Lab-only: a route that throws on render, to prove the error screen replaces a white page. */
  labCrash: () => '/__lab-crash',
} as const;
