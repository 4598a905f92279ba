import { useTranslation } from 'react-i18next';
import { SuspendedNotice as Notice } from '@/components/ui/suspended-notice';

export { isSuspendedError } from '@/components/ui/suspended-notice';

/** The shared notice with what a suspended client can still do instead of orders. */
export function SuspendedNotice() {
  const { t } = useTranslation('orders');
  return <Notice hint={t('suspendedHint')} />;
}
