import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { LazyErrorScreen } from '../ui/LazyErrorScreen';

/** react-router's errorElement: a loader or render error in any route lands here, not on a blank page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('[shell] route error', error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return <LazyErrorScreen detail={detail} onRetry={() => window.location.reload()} />;
}
