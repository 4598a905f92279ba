import { PageHeader } from '@/components/ui/page-header';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { useTranslation } from '@/lib/use-translation';
import { useTimeLimits } from '@/features/orders/ops/api/get-time-limits';
import { TimeLimitsForm } from '@/features/orders/ops/components/time-limits-form';

/** /ops/settings/time-limits (admins): when orders and requests become overdue (decision 060). */
export function OpsTimeLimitsPage() {
  const { t } = useTranslation('ops-dashboard');
  const limits = useTimeLimits();
  return (
    <>
      <PageHeader title={t('limits.title')} />
      {limits.error ? (
        <ApiErrorAlert error={limits.error} />
      ) : limits.data ? (
        <TimeLimitsForm limits={limits.data} />
      ) : (
        <LoadingBlocks heights={[320]} />
      )}
    </>
  );
}
