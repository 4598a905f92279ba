import {
  webhookChosenEventTypes,
  type WebhookChosenEventType,
  type WebhookSettings,
} from '@courier/contracts';
import { Button, Checkbox, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import { useSaveWebhookEventTypes } from '../api/save-webhook-event-types';

interface Values {
  event_types: WebhookChosenEventType[];
}

/**
 * The event types the address receives (decision 073): every box ticked saves "all" (null), so types
 * added later are sent too; none ticked is refused before sending.
 */
export function WebhookEventTypesForm({ settings }: { settings: WebhookSettings }) {
  const { t } = useTranslation('settings');
  const save = useSaveWebhookEventTypes();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { event_types: settings.event_types ?? [...webhookChosenEventTypes] },
  });

  const onSubmit = handleSubmit(async ({ event_types }) => {
    const all = webhookChosenEventTypes.every((type) => event_types.includes(type));
    try {
      await save.mutateAsync({ event_types: all ? null : event_types });
      toast.success(t(all ? 'webhooks.eventTypesAll' : 'webhooks.eventTypesSaved'));
    } catch {
      // Shown by the alert above the boxes.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <ApiErrorAlert error={save.error} />
      <Stack gap="sm">
        <Controller
          control={control}
          name="event_types"
          rules={{ validate: (value) => value.length > 0 || t('webhooks.eventTypesRequired') }}
          render={({ field }) => (
            <Checkbox.Group
              label={t('webhooks.eventTypesTitle')}
              description={t('webhooks.eventTypesHint')}
              value={field.value}
              onChange={(value) => field.onChange(value as WebhookChosenEventType[])}
              error={errors.event_types?.message}
            >
              <Stack gap="xs" mt="xs">
                {webhookChosenEventTypes.map((type) => (
                  <Checkbox
                    key={type}
                    value={type}
                    label={t(`webhooks.eventTypeNames.${type.replace('.', '_')}`)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <div>
          <Button type="submit" variant="light" loading={save.isPending}>
            {t('webhooks.eventTypesSave')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
