import { rememberPreviousPage, takePreviousPage } from '../navigation';
import { shellPaths } from '../routes';

/** Single-use codes and tokens in an address: never remembered, never replayed. */
const CREDENTIALS = [
  'code',
  'auth_code',
  'sso_auth',
  'accessToken',
  'ticket',
  'tempToken',
  'state',
];

const SHELL_PAGES = new Set([
  shellPaths.home(),
  shellPaths.login(),
  shellPaths.selectEnterprise(),
  shellPaths.signInProblem(),
  shellPaths.initializing(),
  shellPaths.error(),
]);

type Place = Pick<Location, 'pathname' | 'search'>;

/**
 * Sign-in is sending the person away from the page they opened (to /login, the enterprise
 * choice, a host's or the identity provider's page): that page is remembered under the
 * previous-page key (docs/sign-in-and-hosts.md), without any credential in its address.
 */
export function rememberPageLeftForSignIn(place: Place): void {
  if (SHELL_PAGES.has(place.pathname)) return;
  const query = new URLSearchParams(place.search);
  for (const key of CREDENTIALS) query.delete(key);
  const search = query.toString();
  rememberPreviousPage(`${place.pathname}${search ? `?${search}` : ''}`);
}

/**
 * Signed in after such a detour: redirects come back to the home, so the person is taken back
 * to the page they had opened. The key is forgotten either way; it serves one return.
 */
export async function returnToPageBeforeSignIn(
  place: Place,
  navigate: (path: string) => Promise<void> | void,
): Promise<void> {
  const page = takePreviousPage();
  if (page && place.pathname === shellPaths.home() && page !== shellPaths.home()) {
    await navigate(page);
  }
}
