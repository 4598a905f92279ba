import { Select, Textarea } from '@mantine/core';
import {
  attemptReasonCodes,
  attemptReasonLabel,
  failAttemptBodySchema,
  type FailAttemptBody,
  type RunStop,
} from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { currentPosition } from '@/lib/geolocation';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { runQueryKey } from '../api/run';
import { recordAction } from '../offline/record-action';
import { newAction } from '../offline/use-action-queue';

// The photo code loads with the dialog that needs it, not with the run (decision 065).
const PhotoInput = lazy(() => import('./proof/photo-input').then((m) => ({ default: m.PhotoInput })));

/**
 * A failed attempt: a reason from the one shared list (contracts attempt-reasons.ts), a note and an
 * optional photo (of the closed door, say), queued with the action.
 */
export function FailDialog({ stop, onClose }: { stop: RunStop; onClose: () => void }) {
  const { t } = useTranslation('captain');
  const lang = useLanguage();
  const errorText = useFormError();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FailAttemptBody>({ resolver: zodResolver(failAttemptBodySchema) });
  const fields = { note: register('note') };
  const [photo, setPhoto] = useState<Blob | null>(null);
  const record = useMutation({
    // Offline is this dialog's case, not a reason to wait: the action goes to the phone's queue.
    networkMode: 'always',
    mutationFn: async (body: FailAttemptBody) => {
      const position = await currentPosition(5_000);
      const at = new Date().toISOString();
      const full = { ...body, at, position: position && { lat: position.latitude, lng: position.longitude } };
      const file = photo ? { blob: photo, name: 'photo.jpg' } : undefined;
      return recordAction(newAction('fail', stop.id, stop.code, full, file));
    },
    onSuccess: (outcome) => {
      void queryClient.invalidateQueries({ queryKey: runQueryKey });
      toast.success(t(outcome === 'done' ? 'fail.done' : 'fail.queued', { code: stop.code }));
      onClose();
    },
  });
  return (
    <FormDialog
      title={t('fail.title', { code: stop.code })}
      submitLabel={t('fail.submit')}
      danger
      pending={record.isPending}
      error={record.error}
      onSubmit={handleSubmit((body) => record.mutate(body))}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="reason"
        render={({ field }) => (
          <Select
            label={t('fail.reason')}
            data={attemptReasonCodes.map((code) => ({ value: code, label: attemptReasonLabel(code, lang) }))}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            error={errorText(errors.reason)}
            required
          />
        )}
      />
      <Textarea label={t('fail.note')} autosize minRows={2} error={errorText(errors.note)} {...fields.note} />
      <Suspense fallback={null}>
        <PhotoInput label={t('fail.photo')} onChange={setPhoto} />
      </Suspense>
    </FormDialog>
  );
}
