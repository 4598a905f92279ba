import { useTranslation } from 'react-i18next';
import { SuspendedNotice } from '@/components/ui/suspended-notice';

/** The shared notice with what a suspended client can still do instead of orders. */
export function SuspendedOrdersNotice() {
  const { t } = useTranslation('orders');
  return <SuspendedNotice hint={t('suspendedHint')} />;
}
