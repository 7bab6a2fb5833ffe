import { useTranslation } from 'react-i18next';
import { Button, EmptyState, navigateInApp, Page } from '../ui';

/** A path no module has a page for: said plainly, with a way home. */
export function ModuleNotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('microApp.notFoundTitle')}>
      <EmptyState
        action={
          <Button variant="primary" onClick={() => navigateInApp('/')}>
            {t('error.backHome')}
          </Button>
        }
      >
        {t('microApp.notFound')}
      </EmptyState>
    </Page>
  );
}
