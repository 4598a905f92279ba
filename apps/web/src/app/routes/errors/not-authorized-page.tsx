import { ErrorView } from '../../shell/error-view';

export function NotAuthorizedPage() {
  return <ErrorView kind="notAuthorized" />;
}
