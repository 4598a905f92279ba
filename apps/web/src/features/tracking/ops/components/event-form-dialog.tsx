import { opsShipmentEventBodySchema, type OpsShipmentEventForm } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useChangeShipment } from '../api/change-shipment';

type EventValues = Record<keyof OpsShipmentEventForm, string>;

/**
 * The browser's date-time field gives local wall-clock time ('YYYY-MM-DDTHH:mm', read as local time by
 * Date); the API takes an ISO time with its offset, so the form checks the local text and sends UTC.
 */
const eventFormSchema = opsShipmentEventBodySchema.extend({
  time: z
    .string()
    .min(1, { error: 'validation.required' })
    .refine((v) => !Number.isNaN(new Date(v).getTime()), { error: 'validation.date' }),
});

/** Now, as the date-time field writes it (Latin digits whatever the page's language). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const fieldNames = ['time', 'status', 'description_ar', 'description_en', 'location'] as const;

/** Appends a tracking event to a shipment; the merchant's timeline shows it at once. */
export function EventFormDialog({
  shipmentId,
  code,
  onClose,
}: {
  shipmentId: number;
  code: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('ops-tracking');
  const errorText = useFormError();
  const change = useChangeShipment();
  const { register, handleSubmit, setError, formState } = useForm<EventValues>({
    resolver: zodResolver(eventFormSchema as never) as unknown as Resolver<EventValues>,
    defaultValues: {
      time: localNow(),
      status: '',
      description_ar: '',
      description_en: '',
      location: '',
    },
  });
  const errors = formState.errors;
  const first = register('time');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync({
        kind: 'addEvent',
        id: shipmentId,
        values: { ...values, time: new Date(values.time).toISOString() },
      });
      toast.success(t('done.eventAdded', { code }));
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldNames);
    }
  });

  /** After the time: each description is typed in its own language's direction. */
  const rest = [
    { name: 'status', required: true, dir: undefined },
    { name: 'description_ar', required: true, dir: 'rtl' },
    { name: 'description_en', required: true, dir: 'ltr' },
    { name: 'location', required: false, dir: undefined },
  ] as const;

  return (
    <FormDialog
      title={t('titles.addEvent', { code })}
      submitLabel={t('actions.addEvent')}
      pending={change.isPending}
      error={change.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput
        type="datetime-local"
        label={t('events.time')}
        required
        dir="ltr"
        data-autofocus
        error={errorText(errors.time)}
        {...first}
      />
      {rest.map(({ name, required, dir }) => (
        <TextInput
          key={name}
          label={t(`events.${name}`)}
          required={required}
          dir={dir}
          autoComplete="off"
          error={errorText(errors[name])}
          {...register(name)}
        />
      ))}
    </FormDialog>
  );
}
