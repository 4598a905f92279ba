import { Group, Radio, Select, TextInput } from '@mantine/core';
import {
  deliverBodySchema,
  partialAmountReasonCodes,
  partialAmountReasonLabel,
  type DeliverBody,
  type DeliveryProofKind,
  type RunStop,
} from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
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

// The signature pad and the photo code load with the proof that needs them, not with the run (decision 065).
const SignaturePad = lazy(() => import('./proof/signature-pad').then((m) => ({ default: m.SignaturePad })));
const PhotoInput = lazy(() => import('./proof/photo-input').then((m) => ({ default: m.PhotoInput })));
const proofKinds: DeliveryProofKind[] = ['code', 'photo', 'signature'];
const fileNames = { photo: 'photo.jpg', signature: 'signature.png' } as const;

/**
 * Deliver: the collected amount (the COD unless a reason says why less) and proof: the receiver's code,
 * a photo, or the receiver's signature on the screen (its image queued with the action).
 */
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
  const kind = useWatch({ control, name: 'proof.kind' });
  const [image, setImage] = useState<Blob | null>(null);
  const [imageMissing, setImageMissing] = useState(false);
  const codeError = (errors.proof as { code?: FieldError } | undefined)?.code;
  const record = useMutation({
    // Offline is this dialog's case, not a reason to wait: the action goes to the phone's queue.
    networkMode: 'always',
    mutationFn: async (body: DeliverBody) => {
      const position = await currentPosition(5_000);
      const at = new Date().toISOString();
      const full = { ...body, at, position: position && { lat: position.latitude, lng: position.longitude } };
      const file =
        body.proof.kind !== 'code' && image ? { blob: image, name: fileNames[body.proof.kind] } : undefined;
      return recordAction(newAction('deliver', stop.id, stop.code, full, file));
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
      onSubmit={handleSubmit((body) => {
        if (body.proof.kind !== 'code' && !image) return setImageMissing(true);
        record.mutate(body);
      })}
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
      <Controller
        control={control}
        name="proof.kind"
        render={({ field }) => (
          <Radio.Group
            label={t('deliver.proof')}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              setImage(null);
              setImageMissing(false);
            }}
          >
            <Group gap="md" mt={4}>
              {proofKinds.map((value) => (
                <Radio key={value} value={value} label={t(`deliver.proofKind.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {kind === 'code' ? (
        <TextInput
          label={t('deliver.code')}
          description={t('deliver.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          error={errorText(codeError)}
          {...fields.code}
        />
      ) : (
        <Suspense fallback={null}>
          {kind === 'signature' ? (
            <SignaturePad
              onChange={(png) => {
                setImage(png);
                setImageMissing(false);
              }}
              error={imageMissing ? t('deliver.signatureMissing') : undefined}
            />
          ) : (
            <PhotoInput
              label={t('deliver.photo')}
              required
              onChange={(jpeg) => {
                setImage(jpeg);
                setImageMissing(false);
              }}
              error={imageMissing ? t('deliver.photoMissing') : undefined}
            />
          )}
        </Suspense>
      )}
    </FormDialog>
  );
}
