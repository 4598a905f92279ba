import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from './error-view';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)
  );
}

/**
 * Render errors (and a failed lazy chunk after a new deploy) show the /pages/error-500 view in place,
 * keeping the URL so a reload retries the same page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorView kind="notFound" />;
  return <ErrorView kind="serverError" offerReload={isChunkLoadError(error)} />;
}
