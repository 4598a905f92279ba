import { useTranslation } from '@/lib/use-translation';
import { SuspendedNotice } from '@/components/ui/suspended-notice';

/** The shared notice with what a suspended client can still do instead of orders. */
export function SuspendedOrdersNotice() {
  const { t } = useTranslation('orders');
  return <SuspendedNotice hint={t('suspendedHint')} />;
}
