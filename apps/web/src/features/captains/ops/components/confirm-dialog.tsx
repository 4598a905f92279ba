import { formatMoney, type HandIn } from '@courier/contracts';
import { TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useConfirmHandIn } from '../api/confirm-hand-in';

/**
 * Confirm a hand-in the captain declared from his app (decision 066): the cash counted (the declared sum
 * by default); a difference from the expected sum is flagged as a shortage or surplus as at the desk.
 */
export function ConfirmDialog({ handIn, onClose }: { handIn: HandIn; onClose: () => void }) {
  const { t } = useTranslation('ops-captains');
  const confirm = useConfirmHandIn();
  const [handed, setHanded] = useState(handIn.declared ?? handIn.handed);
  const [note, setNote] = useState('');
  const errors = isApiError(confirm.error) ? confirm.error.fieldErrors : {};
  const fieldError = errors.handed?.[0] ?? errors.note?.[0];
  return (
    <FormDialog
      title={t('titles.confirm', { name: handIn.captain })}
      intro={t('confirmIntro', {
        declared: formatMoney(handIn.declared ?? handIn.handed),
        expected: formatMoney(handIn.expected),
      })}
      submitLabel={t('actions.confirm')}
      pending={confirm.isPending}
      error={fieldError ? undefined : confirm.error}
      onSubmit={(e) => {
        e.preventDefault();
        confirm.mutate(
          { id: handIn.id, handed, note },
          {
            onSuccess: (made) => {
              const amount = formatMoney(made.difference.replace(/^-/, ''));
              toast.success(t(`done.handIn.${made.state}`, { amount }));
              onClose();
            },
          },
        );
      }}
      onClose={onClose}
    >
      <TextInput
        label={t('fields.counted')}
        required
        data-autofocus
        inputMode="decimal"
        dir="ltr"
        value={handed}
        onChange={(e) => setHanded(e.currentTarget.value)}
        error={errors.handed?.[0]}
      />
      <Textarea
        label={t('fields.note')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        error={errors.note?.[0]}
      />
    </FormDialog>
  );
}
