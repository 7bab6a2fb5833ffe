import type { IdentitySession } from '../auth';
import type { GrantTokenProvider } from '../http';

/**
 * The staff grant for each request: the identity provider's token while that session signed the
 * person in (renewed first when it has expired: docs/sign-in-and-hosts.md synchronous refresh, so the request never
 * meets a 401 for it), else the host session's token. A failed renewal sends the last known one;
 * the answer's 401 then takes the usual path.
 */
export function grantTokenProvider(
  identitySession: () => IdentitySession | null,
  hostToken: () => string | null | undefined,
): GrantTokenProvider {
  return async () => {
    const session = identitySession();
    const renewed = session ? await session.getAccessToken().catch(() => undefined) : undefined;
    return renewed ?? hostToken() ?? undefined;
  };
}
