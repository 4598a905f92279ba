import {
  cancelOrderBodySchema,
  delayRequestBodySchema,
  rateOrderBodySchema,
  returnOnSenderBodySchema,
  type Order,
} from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Rating,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCancelOrder } from '../api/cancel-order';
import { useDelayReasons } from '../api/get-delay-reasons';
import { useRateOrder } from '../api/rate-order';
import { useRequestDelay } from '../api/request-delay';
import { useRequestResend } from '../api/request-resend';
import { useReturnOnSender } from '../api/return-on-sender';
import { notifyFailure, notifySuccess, type ToastOutcome } from '../utils/notify';
import { localDay } from '@/lib/format';

/** The actions that ask for details before they run. */
export type DialogAction = 'delay' | 'cancel' | 'rate' | 'resend' | 'return_on_sender';

interface DialogProps {
  order: Order;
  onClose: () => void;
}

interface ActionDialogProps {
  title: string;
  code: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame every action dialog shares: title with the order code, the form, cancel and submit. */
function ActionDialog({
  title,
  code,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation(['orders', 'common']);
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Text size="sm" c="dimmed" mb="sm">
          {t('actions.forOrder', { code })}
        </Text>
        <ApiErrorAlert error={error} />
        <Stack gap="md">{children}</Stack>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

/** Runs a dialog's call: success toast and close; failure toast, field errors on the fields. */
async function run(
  outcome: ToastOutcome,
  call: () => Promise<unknown>,
  onDone: () => void,
  onFieldErrors: (error: unknown) => void,
) {
  try {
    await call();
    notifySuccess(outcome);
    onDone();
  } catch (error) {
    notifyFailure(outcome, error);
    onFieldErrors(error);
  }
}

function useReasonOptions(placeholder: string) {
  const reasons = useDelayReasons();
  return {
    reasons,
    data: [
      { value: '', label: placeholder },
      ...(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
    ],
  };
}

type DelayValues = z.input<typeof delayRequestBodySchema>;

/** Delay request: a date (required, 'Delay Date Required'), an optional reason and notes. */
function DelayDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const delay = useRequestDelay();
  const { data: reasonOptions } = useReasonOptions(t('actions.noReason'));
  const { register, handleSubmit, setError, formState } = useForm<
    DelayValues,
    unknown,
    z.output<typeof delayRequestBodySchema>
  >({
    resolver: zodResolver(delayRequestBodySchema),
    defaultValues: { id: order.id, delayDate: '', notes: '' },
  });
  const fields = {
    delayDate: register('delayDate'),
    reason: register('reason_id', { setValueAs: (v: string) => (v === '' ? undefined : v) }),
    notes: register('notes'),
  };
  const onSubmit = handleSubmit((values) =>
    run(
      'statusChanged',
      () => delay.mutateAsync(values),
      onClose,
      (error) => applyServerFieldErrors(error, setError, ['delayDate', 'reason_id', 'notes']),
    ),
  );
  return (
    <ActionDialog
      title={t('actions.delay.title')}
      code={order.code}
      submitLabel={t('actions.delay.submit')}
      pending={delay.isPending}
      error={delay.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput
        type="date"
        label={t('actions.delay.date')}
        required
        min={localDay()}
        error={errorText(formState.errors.delayDate)}
        data-autofocus
        {...fields.delayDate}
      />
      <NativeSelect
        label={t('actions.delay.reason')}
        data={reasonOptions}
        error={errorText(formState.errors.reason_id)}
        {...fields.reason}
      />
      <Textarea
        label={t('fields.notes')}
        autosize
        minRows={2}
        error={errorText(formState.errors.notes)}
        {...fields.notes}
      />
    </ActionDialog>
  );
}

type CancelValues = z.input<typeof cancelOrderBodySchema>;

/** Cancel: a reason (the reasons of type 5) is required. */
function CancelDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const cancel = useCancelOrder();
  const { data: reasonOptions } = useReasonOptions(t('actions.chooseReason'));
  const { register, handleSubmit, setError, formState } = useForm<
    CancelValues,
    unknown,
    z.output<typeof cancelOrderBodySchema>
  >({ resolver: zodResolver(cancelOrderBodySchema), defaultValues: { id: order.id, type: '' } });
  const typeField = register('type');
  const onSubmit = handleSubmit((values) =>
    run(
      'statusChanged',
      () => cancel.mutateAsync(values),
      onClose,
      (error) => applyServerFieldErrors(error, setError, ['type']),
    ),
  );
  return (
    <ActionDialog
      title={t('actions.cancel.title')}
      code={order.code}
      submitLabel={t('actions.cancel.submit')}
      pending={cancel.isPending}
      error={cancel.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <NativeSelect
        label={t('actions.cancel.reason')}
        required
        data={reasonOptions}
        error={errorText(formState.errors.type)}
        data-autofocus
        {...typeField}
      />
    </ActionDialog>
  );
}

type RateValues = z.input<typeof rateOrderBodySchema>;

/** Rate a delivered order from 1 to 5 stars, with an optional note. */
function RateDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const rate = useRateOrder();
  const { register, control, handleSubmit, setError, formState } = useForm<
    RateValues,
    unknown,
    z.output<typeof rateOrderBodySchema>
  >({ resolver: zodResolver(rateOrderBodySchema), defaultValues: { order_id: order.id, rate: 0, note: '' } });
  const noteField = register('note');
  const onSubmit = handleSubmit((values) =>
    run(
      'modified',
      () => rate.mutateAsync(values),
      onClose,
      (error) => applyServerFieldErrors(error, setError, ['rate', 'note']),
    ),
  );
  const rateError = errorText(formState.errors.rate as FieldError | undefined);
  return (
    <ActionDialog
      title={t('actions.rate.title')}
      code={order.code}
      submitLabel={t('actions.rate.submit')}
      pending={rate.isPending}
      error={rate.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <Text component="legend" size="sm" fw={500} mb={4}>
          {t('actions.rate.stars')}
        </Text>
        <Controller
          control={control}
          name="rate"
          render={({ field }) => (
            <Rating
              value={Number(field.value) || 0}
              onChange={field.onChange}
              size="lg"
              getSymbolLabel={(index) => t('actions.rate.starLabel', { stars: index + 1 })}
            />
          )}
        />
        {rateError && (
          <Text size="sm" c="red.9" mt={4}>
            {rateError}
          </Text>
        )}
      </fieldset>
      <Textarea
        label={t('actions.rate.note')}
        autosize
        minRows={2}
        error={errorText(formState.errors.note)}
        {...noteField}
      />
    </ActionDialog>
  );
}

/** Resend a returned order: to the same receiver (1) or to a new address (2). */
function ResendDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const resend = useRequestResend();
  const { control, handleSubmit } = useForm<{ type: '1' | '2' }>({ defaultValues: { type: '1' } });
  const onSubmit = handleSubmit(({ type }) =>
    run(
      'statusChanged',
      () => resend.mutateAsync({ order_id: order.id, type: type === '2' ? 2 : 1 }),
      onClose,
      () => undefined,
    ),
  );
  return (
    <ActionDialog
      title={t('actions.resend.title')}
      code={order.code}
      submitLabel={t('actions.resend.submit')}
      pending={resend.isPending}
      error={resend.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Radio.Group label={t('actions.resend.type')} value={field.value} onChange={field.onChange}>
            <Stack gap="xs" mt="xs">
              <Radio value="1" label={t('actions.resend.sameReceiver')} />
              <Radio value="2" label={t('actions.resend.newAddress')} />
            </Stack>
          </Radio.Group>
        )}
      />
    </ActionDialog>
  );
}

type ReturnValues = z.input<typeof returnOnSenderBodySchema>;

/** Return to sender, with optional notes. */
function ReturnOnSenderDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const returnIt = useReturnOnSender();
  const { register, handleSubmit, setError, formState } = useForm<
    ReturnValues,
    unknown,
    z.output<typeof returnOnSenderBodySchema>
  >({ resolver: zodResolver(returnOnSenderBodySchema), defaultValues: { id: order.id, notes: '' } });
  const notesField = register('notes');
  const onSubmit = handleSubmit((values) =>
    run(
      'statusChanged',
      () => returnIt.mutateAsync(values),
      onClose,
      (error) => applyServerFieldErrors(error, setError, ['notes']),
    ),
  );
  return (
    <ActionDialog
      title={t('actions.returnOnSender.title')}
      code={order.code}
      submitLabel={t('actions.returnOnSender.submit')}
      pending={returnIt.isPending}
      error={returnIt.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Textarea
        label={t('fields.notes')}
        autosize
        minRows={2}
        data-autofocus
        error={errorText(formState.errors.notes)}
        {...notesField}
      />
    </ActionDialog>
  );
}

const dialogs: Record<DialogAction, (props: DialogProps) => ReactNode> = {
  delay: DelayDialog,
  cancel: CancelDialog,
  rate: RateDialog,
  resend: ResendDialog,
  return_on_sender: ReturnOnSenderDialog,
};

export const dialogActions = Object.keys(dialogs) as DialogAction[];

/** The dialog of one action, open while rendered. */
export function OrderActionDialog({ action, order, onClose }: DialogProps & { action: DialogAction }) {
  const Dialog = dialogs[action];
  return <Dialog order={order} onClose={onClose} />;
}
