import type { SignInOutcome } from '@shell/auth';
import { buildUrl, pathAndQueryWithout } from '../shared/buildUrl';
import type { HostSignInContext } from '../shared/hostContract';
import { redirectTo } from '../shared/outcomes';

/** The standalone page the chat app's SSO returns to (docs/sign-in-and-hosts.md). */
export const APPLET_REDIRECT_PATH = '/applet/qyweixin.html';

/*
 * Codes are single use and the token is what just failed: carrying them through `state` would
 * bring them back and loop, and would put credentials in the SSO provider's logs.
 */
const CREDENTIAL_PARAMS = ['code', 'auth_code', 'sso_auth', 'accessToken'] as const;

/** docs/sign-in-and-hosts.md chat-app sign-in: no usable token or code, so the provider's SSO issues one. */
export function wecomSsoRedirect(context: HostSignInContext, reason: string): SignInOutcome {
  const { location, config, params } = context;
  const url = buildUrl(
    config.wecomSsoUrl,
    {
      appid: params.corpId ?? '',
      redirect_uri: `${location.origin}${APPLET_REDIRECT_PATH}`,
      response_type: 'code',
      scope: 'snsapi_base',
      state: pathAndQueryWithout(location.href, CREDENTIAL_PARAMS),
    },
    'wechat_redirect',
  );
  return redirectTo(url, reason);
}
