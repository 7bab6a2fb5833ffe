import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { pickActiveApp } from '../microfrontend/matchRootPath';
import { useRootStore } from '../store';
import { createLoader, useLoaded } from '../useLoaded';
import type { MicroAppProblemPanelProps } from './MicroAppProblemPanel';
import { microAppTitle } from './microAppTitle';

const FAILED = new Set(['LOAD_ERROR', 'SKIP_BECAUSE_BROKEN']);

const problemPanel = createLoader(
  () => import(/* webpackChunkName: "micro-app-problem" */ './MicroAppProblemPanel'),
);

/** Shown above #root when the app for this path failed: the rest of the shell keeps working. */
export const MicroAppStatusPanel = observer(function MicroAppStatusPanel() {
  const { t } = useTranslation();
  const { microApps, locale } = useRootStore();
  let problem: MicroAppProblemPanelProps | null = null;
  if (microApps.registryError) {
    problem = {
      title: t('microApp.failedTitle'),
      message: t('error.unknownProblem'),
      onRetry: () => window.location.reload(),
    };
  } else {
    const descriptors = microApps.apps.map((record) => record.descriptor);
    const active = pickActiveApp(descriptors, microApps.path);
    const record = active ? microApps.get(active.name) : undefined;
    const quarantined = active ? microApps.isQuarantined(active.name) : false;
    if (active && record && (FAILED.has(record.status) || quarantined)) {
      problem = {
        title: t('microApp.failedTitle'),
        message: t('microApp.failed', { name: microAppTitle(active, locale.locale) }),
        // LOAD_ERROR retries on the next routing event (after 200 ms); a broken app needs a fresh page.
        onRetry: () =>
          record.status === 'LOAD_ERROR' && !quarantined
            ? void import('../microfrontend/startRuntime').then(({ retryFailedLoads }) =>
                retryFailedLoads(),
              )
            : window.location.reload(),
        app: active.name,
        status: quarantined ? 'QUARANTINED' : record.status,
      };
    }
  }
  const chunk = useLoaded(problemPanel, problem !== null);
  return problem && chunk ? <chunk.MicroAppProblemPanel {...problem} /> : null;
});
