import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { toast } from '@/components/ui/toast';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useSaveNotificationSetting } from '../api/save-notification-setting';

/**
 * `/control-notification` (main account): one switch per type. Off: the type is still listed, but not
 * pushed live nor shown on the desktop. Each switch saves at once.
 */
export function NotificationSettingsForm() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const save = useSaveNotificationSetting();

  if (settings.isPending) return <LoadingBlocks heights={[40, 40, 40, 40, 40, 40]} gap="sm" />;
  if (settings.isError)
    return <ApiErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />;

  return (
    <Paper withBorder p="md" maw={560}>
      <Text size="sm" mb="md">
        {t('settings.intro')}
      </Text>
      <Stack gap="md">
        {settings.data.map((s) => {
          const pending = save.isPending && save.variables?.type === s.type;
          const checked = pending ? Boolean(save.variables?.status) : s.status === 1;
          return (
            <Switch
              key={s.type}
              label={s.name}
              checked={checked}
              disabled={pending}
              onChange={(e) =>
                save.mutate(
                  { type: s.type, status: e.currentTarget.checked ? 1 : 0 },
                  {
                    onSuccess: () => toast.success(t('settings.saved')),
                    onError: (error) => toast.failure(error.message),
                  },
                )
              }
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
