import type { SignInText } from '@shell/auth';
import { buildUrl, pathAndQueryWithout } from '../shared/buildUrl';
import { sameOriginPath } from '../shared/sameOriginPath';

export type AppletRedirect = { url: string } | { error: SignInText };

/**
 * For /applet/qyweixin.html (docs/sign-in-and-hosts.md): the chat app's SSO lands there with sso_auth, state and
 * wxCorpId; this gives the app address to continue at. `state` is trusted only as a path on
 * this origin, so the page can never be turned into an open redirect.
 */
export function readAppletRedirect(search: string, origin: string): AppletRedirect {
  const query = new URLSearchParams(search);
  const code = query.get('sso_auth');
  if (!code) return { error: { key: 'noCode' } };
  const path = sameOriginPath(query.get('state') ?? undefined, origin) ?? '/';
  // The returned-to address may carry its own codes or corpId; ours replace them, never repeat them.
  const clean = pathAndQueryWithout(new URL(path, origin).href, ['auth_code', 'code', 'corpId']);
  const wxCorpId = query.get('wxCorpId') || undefined;
  return { url: buildUrl(clean, { auth_code: code, corpId: wxCorpId }) };
}
