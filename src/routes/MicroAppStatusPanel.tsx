import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pickActiveApp } from '../microfrontend/matchRootPath';
import { useRootStore } from '../store';
import { Button } from '../ui';
import { microAppTitle } from './microAppTitle';

const FAILED = new Set(['LOAD_ERROR', 'SKIP_BECAUSE_BROKEN']);

/** Shown above #root when the app for this path failed: the rest of the shell keeps working. */
export const MicroAppStatusPanel = observer(function MicroAppStatusPanel() {
  const { t } = useTranslation();
  const { microApps, locale } = useRootStore();
  if (microApps.registryError) {
    return (
      <Panel role="alert">
        <strong>{t('microApp.failedTitle')}</strong>
        <p>{t('error.unknownProblem')}</p>
        <Button type="button" onClick={() => window.location.reload()}>
          {t('microApp.retry')}
        </Button>
      </Panel>
    );
  }
  const descriptors = microApps.apps.map((record) => record.descriptor);
  const active = pickActiveApp(descriptors, microApps.path);
  const record = active ? microApps.get(active.name) : undefined;
  const quarantined = active ? microApps.isQuarantined(active.name) : false;
  if (!active || !record || (!FAILED.has(record.status) && !quarantined)) return null;
  const name = microAppTitle(active, locale.locale);
  // LOAD_ERROR retries on the next routing event (after 200 ms); a broken app needs a fresh page.
  const handleRetry = () =>
    record.status === 'LOAD_ERROR' && !quarantined
      ? void import('../microfrontend/startRuntime').then(({ retryFailedLoads }) =>
          retryFailedLoads(),
        )
      : window.location.reload();
  return (
    <Panel
      role="alert"
      data-testid="micro-app-failed"
      data-app={active.name}
      data-status={quarantined ? 'QUARANTINED' : record.status}
    >
      <strong>{t('microApp.failedTitle')}</strong>
      <p>{t('microApp.failed', { name })}</p>
      <Button type="button" onClick={handleRetry}>
        {t('microApp.retry')}
      </Button>
    </Panel>
  );
});

const Panel = styled.section`
  margin: 24px;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 8px 0 12px;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
