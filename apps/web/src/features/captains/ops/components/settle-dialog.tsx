import { formatMoney, type HandIn } from '@courier/contracts';
import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useTranslation } from '@/lib/use-translation';
import { useSettleHandIn } from '../api/settle-hand-in';
import { isApiError } from '@/lib/api-client';

/** Settle a hand-in's shortage or surplus: how it was made good (required). */
export function SettleDialog({ handIn, onClose }: { handIn: HandIn; onClose: () => void }) {
  const { t } = useTranslation('ops-captains');
  const settle = useSettleHandIn();
  const [note, setNote] = useState('');
  const fieldError = isApiError(settle.error) ? settle.error.fieldErrors.note?.[0] : undefined;
  return (
    <FormDialog
      title={t('titles.settle', { name: handIn.captain })}
      intro={t('settleIntro', { amount: formatMoney(handIn.difference) })}
      submitLabel={t('actions.settle')}
      pending={settle.isPending}
      error={fieldError ? undefined : settle.error}
      onSubmit={(e) => {
        e.preventDefault();
        settle.mutate(
          { id: handIn.id, note },
          {
            onSuccess: () => {
              toast.success(t('done.settled'));
              onClose();
            },
          },
        );
      }}
      onClose={onClose}
    >
      <Textarea
        label={t('fields.settleNote')}
        required
        data-autofocus
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        error={fieldError}
      />
    </FormDialog>
  );
}
