import { navigateInApp } from '@shell/ui';
import { useEffect } from 'react';
import { PageLoading } from '../components/PageLoading';
import { billsPaths } from '../paths';

/** /bills/backlog, a second backlog once: bookmarks and old links now land on the one backlog. */
export function OldBacklogPage() {
  useEffect(() => {
    navigateInApp(billsPaths.backlog(), { replace: true });
  }, []);
  return <PageLoading />;
}
