import { attemptDecisionBodySchema, type AttemptCase, type AttemptDecisionForm } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useDecideAttempts } from '../api/decide-attempts';

interface CorrectAttemptDialogProps {
  row: AttemptCase;
  days: readonly string[];
  onClose: () => void;
}

/**
 * One order's correction (an address is one receiver's): the new address and/or phone, the retry's
 * day, a note for the desk. Prefilled with the receiver's own correction when they sent one.
 */
export function CorrectAttemptDialog({ row, days, onClose }: CorrectAttemptDialogProps) {
  const { t } = useTranslation('attempts');
  const lang = useLanguage();
  const errorText = useFormError();
  const decide = useDecideAttempts();
  const asked = row.receiver_request?.kind === 'correct' ? row.receiver_request : null;
  const form = useForm<AttemptDecisionForm, unknown, ReturnType<typeof attemptDecisionBodySchema.parse>>({
    resolver: zodResolver(attemptDecisionBodySchema),
    defaultValues: {
      order_ids: [row.order_id],
      decision: 'correct',
      day: days[0] ?? '',
      address: asked?.address ?? row.address,
      phone: asked?.phone ?? undefined,
      note: '',
    },
  });
  const { errors } = form.formState;
  const optional = { setValueAs: (v: string) => (v.trim() === '' ? undefined : v) };
  const fields = {
    address: form.register('address', optional),
    phone: form.register('phone', optional),
    day: form.register('day'),
    note: form.register('note'),
  };
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await decide.mutateAsync(body);
      const refusal = result.refused[0];
      if (refusal) toast.failure(`${refusal.code}: ${refusal.error_msg}`);
      else {
        toast.success(t('bulk.decided', { count: result.decided.length }));
        onClose();
      }
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['address', 'phone', 'day', 'note']);
    }
  });
  return (
    <FormDialog
      title={t('correct.title')}
      submitLabel={t('correct.submit')}
      intro={
        <Text size="sm" c="dimmed" mb="sm">
          {t('correct.forOrder', { code: row.code })}
        </Text>
      }
      pending={decide.isPending}
      error={decide.error}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
    >
      <TextInput
        label={t('correct.address')}
        error={errorText(errors.address)}
        data-autofocus
        {...fields.address}
      />
      <TextInput
        label={t('correct.phone')}
        type="tel"
        dir="ltr"
        inputMode="tel"
        error={errorText(errors.phone)}
        {...fields.phone}
      />
      <NativeSelect
        label={t('correct.day')}
        required
        data={days.map((day) => ({ value: day, label: formatDay(day, lang, true) }))}
        error={errorText(errors.day)}
        {...fields.day}
      />
      <TextInput label={t('correct.note')} error={errorText(errors.note)} {...fields.note} />
    </FormDialog>
  );
}
