import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '../components/PageLoading';

/**
 * A page loaded on first visit: the bill form (formik, yup and the field engine) is not needed
 * to show the lists and the detail, so it stays out of the module's first bundle. A chunk that
 * fails to load throws into the module's error panel, like every other render error.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };
}
