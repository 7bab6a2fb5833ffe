import { useTranslation } from 'react-i18next';
import { Button, EmptyState, navigateInApp, Page } from '../ui';

/**
 * A module switched off under the person (its flag, the registry or the server took it away):
 * said in their language, with a way home, never a blank page.
 */
export function TurnedOffScreen({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t('turnedOff.title')}>
      <div data-testid="turned-off" data-app={name}>
        <EmptyState
          title={t('turnedOff.title')}
          action={
            <Button variant="primary" onClick={() => navigateInApp('/')}>
              {t('error.backHome')}
            </Button>
          }
        >
          {t('turnedOff.body', { name })}
        </EmptyState>
      </div>
    </Page>
  );
}
