import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  DEFAULT_CLIENT_ID,
  identityProviderHost,
  isMobileUserAgent,
  switchCorporationUrl,
} from '../auth';
import type { AppConfig } from '../config';
import type { HttpClient } from '../http';
import { loadCorporations, type Corporation } from '../signIn/loadCorporations';
import { useRootStore } from '../store';
import { SelectEnterprisePage, type EnterpriseList } from './SelectEnterprisePage';

export type IdentityProviderSettings = Pick<AppConfig['identityProvider'], 'host' | 'clientId'>;

export interface SelectEnterpriseRouteProps {
  /** From the AppConfig: the RootStore does not hold it. */
  identityProvider?: IdentityProviderSettings;
  /** Leaves the page for the identity provider; injectable so tests do not navigate. */
  onNavigate?: (url: string) => void;
  load?: (http: HttpClient) => Promise<Corporation[]>;
}

const ORIGIN_IDENTITY_PROVIDER: IdentityProviderSettings = {
  host: null,
  clientId: DEFAULT_CLIENT_ID,
};

const leaveFor = (url: string) => window.location.assign(url);

/**
 * /selectEnterprise5: lists the person's corporations once sign-in knows who they are (the call
 * needs the grant), and switching goes through the identity provider (docs/architecture.md).
 */
export const SelectEnterpriseRoute = observer(function SelectEnterpriseRoute({
  identityProvider = ORIGIN_IDENTITY_PROVIDER,
  onNavigate = leaveFor,
  load = loadCorporations,
}: SelectEnterpriseRouteProps) {
  const { http, session } = useRootStore();
  const staffId = session.staff?.id;
  const [list, setList] = useState<EnterpriseList>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [switchingTo, setSwitchingTo] = useState<Corporation | null>(null);

  useEffect(() => {
    if (!staffId) return undefined;
    let current = true;
    setList({ kind: 'loading' });
    load(http).then(
      (corporations) => {
        if (current) setList({ kind: 'loaded', corporations });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('[enterprise] the corporation list failed to load', error);
        setList({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [http, load, staffId, attempt]);

  const handleSelect = (corporation: Corporation) => {
    if (!staffId || switchingTo) return;
    setSwitchingTo(corporation);
    const { origin } = window.location;
    onNavigate(
      switchCorporationUrl({
        idpHost: identityProviderHost(origin, identityProvider.host),
        corpId: corporation.id,
        staffId: corporation.staffId ?? staffId,
        mobile: isMobileUserAgent(navigator.userAgent),
        redirectUri: `${origin}/`,
        clientId: identityProvider.clientId,
      }),
    );
  };

  return (
    <SelectEnterprisePage
      list={list}
      currentId={session.corporationId}
      switchingTo={switchingTo}
      canSelect={Boolean(staffId)}
      onSelect={handleSelect}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
});
