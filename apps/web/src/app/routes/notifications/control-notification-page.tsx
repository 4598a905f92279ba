import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/ui/page-header';
import { NotificationSettingsForm } from '@/features/notifications/components/notification-settings-form';
import { ReceiverLogoForm } from '@/features/receiver/components/receiver-logo-form';
import { ReceiverMessagesForm } from '@/features/receiver/components/receiver-messages-form';

/** `/control-notification` (spec §2, admin only): the per-type switches of the client, and its receivers' messages (decision 062). */
export function ControlNotificationPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHeader title={t('pages.controlNotification')} />
      <NotificationSettingsForm />
      <ReceiverMessagesForm />
      <ReceiverLogoForm />
    </>
  );
}
