import { Select, TextInput } from '@mantine/core';
import {
  deliverBodySchema,
  partialAmountReasonCodes,
  partialAmountReasonLabel,
  type DeliverBody,
  type RunStop,
} from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { currentPosition } from '@/lib/geolocation';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { runQueryKey } from '../api/run';
import { recordAction } from '../offline/record-action';
import { newAction } from '../offline/use-action-queue';

/** Deliver: the collected amount (the COD unless a reason says why less) and the receiver's code. */
export function DeliverDialog({ stop, onClose }: { stop: RunStop; onClose: () => void }) {
  const { t } = useTranslation('captain');
  const lang = useLanguage();
  const errorText = useFormError();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof deliverBodySchema>, unknown, DeliverBody>({
    resolver: zodResolver(deliverBodySchema),
    defaultValues: {
      collected_amount: stop.amount_to_be_collected,
      partial_reason: null,
      proof: { kind: 'code', code: '' },
    },
  });
  const fields = { amount: register('collected_amount'), code: register('proof.code') };
  const record = useMutation({
    // Offline is this dialog's case, not a reason to wait: the action goes to the phone's queue.
    networkMode: 'always',
    mutationFn: async (body: DeliverBody) => {
      const position = await currentPosition(5_000);
      const at = new Date().toISOString();
      const full = { ...body, at, position: position && { lat: position.latitude, lng: position.longitude } };
      return recordAction(newAction('deliver', stop.id, stop.code, full));
    },
    onSuccess: (outcome) => {
      void queryClient.invalidateQueries({ queryKey: runQueryKey });
      toast.success(t(outcome === 'done' ? 'deliver.done' : 'deliver.queued', { code: stop.code }));
      onClose();
    },
  });
  return (
    <FormDialog
      title={t('deliver.title', { code: stop.code })}
      submitLabel={t('deliver.submit')}
      pending={record.isPending}
      error={record.error}
      onSubmit={handleSubmit((body) => record.mutate(body))}
      onClose={onClose}
    >
      <TextInput
        label={t('deliver.amount')}
        inputMode="decimal"
        dir="ltr"
        error={errorText(errors.collected_amount)}
        {...fields.amount}
      />
      <Controller
        control={control}
        name="partial_reason"
        render={({ field }) => (
          <Select
            label={t('deliver.partialReason')}
            data={partialAmountReasonCodes.map((code) => ({
              value: code,
              label: partialAmountReasonLabel(code, lang),
            }))}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            clearable
            error={errorText(errors.partial_reason)}
          />
        )}
      />
      <TextInput
        label={t('deliver.code')}
        description={t('deliver.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        error={errorText(errors.proof?.code)}
        {...fields.code}
      />
    </FormDialog>
  );
}
