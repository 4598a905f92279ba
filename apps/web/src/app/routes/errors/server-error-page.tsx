import { ErrorView } from '../../shell/error-view';

export function ServerErrorPage() {
  return <ErrorView kind="serverError" />;
}
