import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { isSuspendedError } from '@/components/ui/suspended-notice';
import { SuspendedOrdersNotice } from './suspended-orders-notice';

/** A failed load: the suspended-account notice for a suspended client, else the error with "Try again". */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isSuspendedError(error)) return <SuspendedOrdersNotice />;
  return <ApiErrorAlert error={error} onRetry={onRetry} />;
}
