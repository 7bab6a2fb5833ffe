export interface SwitchCorporationRequest {
  idpHost: string;
  corpId: string;
  staffId: string;
  mobile: boolean;
  redirectUri: string;
  clientId: string;
}

/**
 * docs/sign-in-and-hosts.md "Switching corporation": the identity provider's authorize page for another
 * corporation; the applet path on mobile, the web path otherwise. The spec does not show the
 * paths: the pages sit under `/idp/` as the provider's API sits under `/api/idp/`.
 */
export function switchCorporationUrl(request: SwitchCorporationRequest): string {
  const host = request.idpHost.replace(/\/+$/, '');
  const query = new URLSearchParams({
    corp_id: request.corpId,
    staff_id: request.staffId,
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
  });
  return `${host}/idp/${request.mobile ? 'applet' : 'web'}/authorize?${query.toString()}`;
}

/** The identity provider's own sign-in (no corporation or staff named): where signing out on the web ends. */
export function identitySignInUrl(
  request: Pick<SwitchCorporationRequest, 'idpHost' | 'mobile' | 'redirectUri' | 'clientId'>,
): string {
  const host = request.idpHost.replace(/\/+$/, '');
  const query = new URLSearchParams({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
  });
  return `${host}/idp/${request.mobile ? 'applet' : 'web'}/authorize?${query.toString()}`;
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i;

export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && MOBILE_AGENT.test(userAgent);
}
