import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../ui';

/** A path under a module's rootPath that the module has no page for. */
export function ModuleNotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('microApp.notFoundTitle')}>
      <EmptyState>{t('microApp.notFound')}</EmptyState>
    </Page>
  );
}
