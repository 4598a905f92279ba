import { terminateMissionFormSchema, translate, type Mission } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { selectOptions } from '@/lib/lookups/select-options';
import { useTerminationReasons } from '../api/get-termination-reasons';
import { useTerminateMission } from '../api/terminate-mission';

type Values = z.input<typeof terminateMissionFormSchema>;
type Output = z.output<typeof terminateMissionFormSchema>;

interface TerminateMissionDialogProps {
  mission: Pick<Mission, 'id' | 'code'>;
  opened: boolean;
  onClose: () => void;
  onTerminated?: () => void;
}

/**
 * Terminate a mission with a reason (spec §4). The reasons come from `mission/termination-reasons`; every
 * one also asks for the client's own words, at least 10 characters (spec §5 cancelationReason, the rule the
 * server checks too; decision 056). Errors are in the user's language.
 */
export function TerminateMissionDialog({
  mission,
  opened,
  onClose,
  onTerminated,
}: TerminateMissionDialogProps) {
  const { t } = useTranslation('missions');
  const lang = useLanguage();
  const errorText = useFormError();
  const reasons = useTerminationReasons(opened);
  const terminate = useTerminateMission();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(terminateMissionFormSchema),
    defaultValues: { reason_id: '', reason: '' },
  });
  const fields = { reasonId: register('reason_id'), reason: register('reason') };
  const terminateLabel = translate('missionAction.terminate', lang);

  const close = () => {
    if (terminate.isPending) return;
    reset();
    setFailure(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await terminate.mutateAsync({ id: mission.id, reason_id: values.reason_id, reason: values.reason });
      toast.success(t('terminate.done', { code: mission.code }));
      reset();
      onClose();
      onTerminated?.();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['reason_id', 'reason'])) setFailure(error);
      if (isApiError(error)) toast.failure(t('terminate.failed'));
    }
  });

  const options = selectOptions(t('terminate.chooseReason'), reasons.data);

  return (
    <FormDialog
      opened={opened}
      title={t('terminate.title', { code: mission.code })}
      intro={
        <Text size="sm" mb="md">
          {t('terminate.message')}
        </Text>
      }
      submitLabel={terminateLabel}
      danger
      pending={isSubmitting}
      error={failure}
      onSubmit={submit}
      onClose={close}
    >
      {reasons.isError && (
        <ApiErrorAlert error={reasons.error} onRetry={() => void reasons.refetch()}>
          <Text size="sm">{t('terminate.reasonsFailed')}</Text>
        </ApiErrorAlert>
      )}
      <NativeSelect
        label={t('terminate.reason')}
        required
        data={options}
        disabled={reasons.isPending}
        error={errorText(errors.reason_id)}
        data-autofocus
        {...fields.reasonId}
      />
      <AutosizeTextarea
        label={t('terminate.note')}
        description={t('terminate.noteHint')}
        required
        minRows={3}
        maxRows={6}
        error={errorText(errors.reason)}
        {...fields.reason}
      />
    </FormDialog>
  );
}
