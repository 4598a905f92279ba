import { Text } from '@mantine/core';
import { Dialog } from '@/components/ui/dialog';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useTranslation } from '@/lib/use-translation';
import { OrderAttempts } from '../../components/order-attempts';
import { downloadAttemptFile, useOpsOrderAttempts } from '../api/get-order-attempts';

/**
 * The desk's view of what happened at an order's door (issue 37 §9): the delivery proof and the failed
 * attempts with their reason, note and photo, the merchant's own component read through staff routes.
 */
export function OrderAttemptsDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const { t } = useTranslation('ops-orders');
  const attempts = useOpsOrderAttempts(code);
  const empty = attempts.data && !attempts.data.proof && attempts.data.last_attempts.length === 0;
  return (
    <Dialog
      opened={code !== null}
      onClose={onClose}
      title={t('attempts.title', { code: code ?? '' })}
      size="lg"
    >
      {attempts.error ? <ApiErrorAlert error={attempts.error} /> : null}
      {attempts.isPending && code !== null ? <Text size="sm">{t('attempts.loading')}</Text> : null}
      {empty ? <Text size="sm">{t('attempts.none')}</Text> : null}
      {attempts.data ? <OrderAttempts order={attempts.data} download={downloadAttemptFile} /> : null}
    </Dialog>
  );
}
