import { useTranslation } from 'react-i18next';
import { EmptyState, ModulePage } from '../ui';

/** A path under a module's rootPath that the module has no page for. */
export function ModuleNotFound() {
  const { t } = useTranslation();
  return (
    <ModulePage title={t('microApp.notFoundTitle')}>
      <EmptyState>{t('microApp.notFound')}</EmptyState>
    </ModulePage>
  );
}
