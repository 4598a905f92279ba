import { receiverEvents, type ReceiverSettingsBody } from '@courier/contracts';
import { NumberInput, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { toast } from '@/components/ui/toast';
import { useReceiverSettings } from '../api/get-receiver-settings';
import { useSaveReceiverSettings } from '../api/save-receiver-settings';

/**
 * The messages the merchant's receivers get (decision 062): one switch per event and their language. Each
 * change saves at once.
 */
export function ReceiverMessagesForm() {
  const { t } = useTranslation('notifications');
  const settings = useReceiverSettings();
  const save = useSaveReceiverSettings();

  if (settings.isPending) return <LoadingBlocks heights={[40, 40, 40, 40]} gap="sm" />;
  if (settings.isError)
    return <ApiErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />;

  const change = (body: ReceiverSettingsBody) =>
    save.mutate(body, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (error) => toast.failure(error.message),
    });

  return (
    <Paper withBorder p="md" maw={560} mt="lg" component="section" aria-labelledby="receiver-messages">
      <Title order={2} size="h4" id="receiver-messages" mb="xs">
        {t('receiverMessages.title')}
      </Title>
      <Text size="sm" mb="md">
        {t('receiverMessages.intro')}
      </Text>
      <Stack gap="md">
        {receiverEvents.map((event) => (
          <Switch
            key={event}
            label={t(`receiverMessages.events.${event}`)}
            checked={settings.data[event]}
            disabled={save.isPending}
            onChange={(e) => change({ [event]: e.currentTarget.checked })}
          />
        ))}
        {/* The receiver confirms before the parcel leaves (decision 067). */}
        <Switch
          label={t('receiverMessages.confirm')}
          checked={settings.data.confirm_orders}
          disabled={save.isPending}
          onChange={(e) => change({ confirm_orders: e.currentTarget.checked })}
        />
        {settings.data.confirm_orders && (
          <NumberInput
            label={t('receiverMessages.holdAfter')}
            defaultValue={settings.data.hold_after_hours}
            min={1}
            max={168}
            allowDecimal={false}
            maw={240}
            disabled={save.isPending}
            onBlur={(e) => {
              const hours = Number(e.currentTarget.value);
              if (
                Number.isInteger(hours) &&
                hours >= 1 &&
                hours <= 168 &&
                hours !== settings.data.hold_after_hours
              )
                change({ hold_after_hours: hours });
            }}
          />
        )}
        <div>
          <Text size="sm" fw={500} id="receiver-messages-language" mb={4}>
            {t('receiverMessages.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="receiver-messages-language"
            value={settings.data.language}
            disabled={save.isPending}
            onChange={(value) => change({ language: value === 'en' ? 'en' : 'ar' })}
            data={[
              { value: 'ar', label: t('receiverMessages.arabic') },
              { value: 'en', label: t('receiverMessages.english') },
            ]}
          />
        </div>
      </Stack>
    </Paper>
  );
}
