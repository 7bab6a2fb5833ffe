import { systemClock } from '../auth';
import type { AppConfig } from '../config';
import { detectHost, loadHostBridge, type HostBridge } from '../hosts';
import type { StartupParams } from '../startup';
import type { RootStore } from '../store';
import { createHostHttp } from './createHostHttp';

/** docs/architecture.md docs/host-verbs.md step 2: the host from the lab, the address or the user agent, then its chunk. */
export function loadShellHostBridge(
  root: RootStore,
  config: AppConfig,
  params: StartupParams,
): Promise<HostBridge> {
  const id = detectHost({
    params,
    userAgent: navigator.userAgent,
    labHost: config.lab.enabled ? config.lab.host : null,
  });
  return loadHostBridge({
    id,
    deps: {
      alert: (text) => window.alert(text),
      locale: () => root.locale.locale,
      log: console,
      // The page's one HostHttp: the bridge's verbs and every sign-in it runs share it.
      http: createHostHttp(root.http),
      clock: systemClock,
      config: config.hosts,
      // docs/host-verbs.md person info as the app's session has it, once signed in.
      sessionPerson: () => {
        const { staff, status } = root.session;
        if (status !== 'signed-in' || !staff) return null;
        return {
          id: staff.id,
          name: staff.name,
          userId: staff.userId,
          enterpriseId: staff.corporationId,
        };
      },
    },
  });
}
