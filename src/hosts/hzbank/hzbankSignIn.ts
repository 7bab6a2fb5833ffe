import { hostSessionSchema } from '@contracts/hosts/hostSession';
import { parseOrNull } from '@contracts/core/parse';
import type { SignInOutcome } from '@shell/auth';
import type { HostSignInContext } from '../shared/hostContract';
import { maskSecret } from '../shared/maskSecret';
import { signedIn } from '../shared/outcomes';

const LOGIN_FAILED: SignInOutcome = {
  kind: 'dialog',
  dialog: { variant: 'alert', message: { key: 'bankLoginFailed' } },
};

/** docs/sign-in-and-hosts.md bank-app session: the host hands the token in the address; any failure alerts '登录失败'. */
export async function signInHzbank(context: HostSignInContext): Promise<SignInOutcome> {
  const { accessToken } = context.params;
  if (!accessToken) return LOGIN_FAILED;
  // The web entry's gateway reads the token from the query, the app entry's from the body.
  const params = context.location.pathname.includes('/web/') ? { accessToken } : undefined;
  try {
    const body = await context.http.post<unknown>(
      '/hzbank/v1/session',
      { accessToken },
      { params },
    );
    const session = parseOrNull(hostSessionSchema, body);
    if (session) return signedIn(session);
    context.log.warn('bank app session answer is malformed');
  } catch {
    context.log.warn('bank app session failed for token', maskSecret(accessToken));
  }
  return LOGIN_FAILED;
}
