import { ErrorView } from '../../shell/error-view';

export function NotFoundPage() {
  return <ErrorView kind="notFound" />;
}
