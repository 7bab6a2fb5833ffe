import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../ui';

/** react-router's errorElement: a loader or render error in any route lands here, not on a blank page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('[shell] route error', error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorScreen detail={detail} onRetry={() => window.location.reload()} />;
}
