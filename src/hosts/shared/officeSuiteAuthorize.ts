import type { SignInOutcome } from '@shell/auth';
import { buildUrl, pathAndQueryWithout } from './buildUrl';
import type { HostSignInContext } from './hostContract';
import { redirectTo } from './outcomes';

// A stale code or state carried through `state` would come back beside the new one.
const CODE_PARAMS = ['code', 'state', 'auth_code', 'sso_auth'] as const;

/** docs/host-verbs.md office-suite sign-in: the provider's authorization page, which returns with a code. */
export function officeSuiteAuthorize(
  context: HostSignInContext,
  id: 'dingtalk' | 'feishu',
  reason: string,
  scope?: 'app',
): SignInOutcome {
  const { location, params } = context;
  const url = buildUrl(context.config.authorizeUrls[id], {
    redirect_uri: location.origin + location.pathname,
    state: pathAndQueryWithout(location.href, CODE_PARAMS),
    client_id: params.hostAppId ?? '',
    response_type: 'code',
    scope,
  });
  return redirectTo(url, reason);
}
