import {
  attemptReasonCodes,
  attemptReasonLabel,
  opsMoves,
  opsMovesNeedingCaptain,
  opsMovesNeedingReason,
  orderStatusLabelKey,
  orderStatuses,
  translate,
  type AttemptReason,
  type OpsOrder,
  type OpsOrderMoveResponse,
  type OrderStatus,
} from '@courier/contracts';
import { Alert, List, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/i18n';
import { useOpsCaptains } from '@/lib/lookups/get-ops-captains';
import { selectOptions } from '@/lib/lookups/select-options';
import { useMoveReasons } from '../api/get-move-reasons';
import { useMoveOrders } from '../api/move-orders';
import { negativeNets } from '../utils/negative-nets';
import { NegativeNetsAlert } from './negative-nets-alert';

/** A move from "with captain" to these is a failed delivery: its reason comes from the one table. */
const failures: readonly OrderStatus[] = ['delayed', 'uncompleted'];

/** Every status some order can be moved to (the targets of `opsMoves`), in the catalog's order. */
const targets = (Object.keys(orderStatuses) as OrderStatus[]).filter((to) =>
  Object.values(opsMoves).some((list) => list.includes(to)),
);

interface MoveForm {
  status: string;
  captain_id: string;
  reason_id: string;
  attempt_reason: AttemptReason;
  received_amount: string;
  note: string;
}

interface MoveOrdersDialogProps {
  codes: readonly string[];
  /**
   * The rows of the selected orders (every page's, as the table kit hands them): a move to "delivered"
   * warns of those that would net below zero.
   */
  orders?: readonly OpsOrder[];
  onClose: () => void;
  /** After a move that moved at least one order (the caller drops its selection). */
  onMoved: (updated: string[]) => void;
}

/**
 * The desk's "move" dialog: the new status and what it needs (captain, reason, received amount). Each
 * order moves on its own; refused ones stay listed here with the server's reason.
 */
export function MoveOrdersDialog({ codes, orders = [], onClose, onMoved }: MoveOrdersDialogProps) {
  const { t } = useTranslation('ops-orders');
  const lang = useLanguage();
  const move = useMoveOrders();
  const [refused, setRefused] = useState<OpsOrderMoveResponse['feed']['refused']>([]);
  const form = useForm<MoveForm>({
    defaultValues: {
      status: '',
      captain_id: '',
      reason_id: '',
      attempt_reason: 'other',
      received_amount: '',
      note: '',
    },
  });
  const status = useWatch({ control: form.control, name: 'status' }) as OrderStatus | '';
  const needsCaptain = status !== '' && opsMovesNeedingCaptain.includes(status);
  const needsReason = status !== '' && opsMovesNeedingReason.includes(status);
  const isGiven = status === 'given';
  const isFailure = status !== '' && failures.includes(status);
  const received = useWatch({ control: form.control, name: 'received_amount' });
  const owing = isGiven ? negativeNets(orders, codes, received) : { codes: [], debt: '0.00' };
  const captains = useOpsCaptains(needsCaptain);
  const reasons = useMoveReasons(needsReason || isGiven);
  const required = { required: t('moveDialog.required') };
  const fields = {
    status: form.register('status', required),
    // A rule follows the chosen status: a hidden field's "required" would silently block the submit.
    captain: form.register('captain_id', needsCaptain ? required : {}),
    amount: form.register('received_amount'),
    reason: form.register('reason_id', needsReason ? required : {}),
    attemptReason: form.register('attempt_reason'),
    note: form.register('note'),
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await move.mutateAsync({
      codes: [...codes],
      status: values.status as OrderStatus,
      captain_id: needsCaptain && values.captain_id ? Number(values.captain_id) : undefined,
      reason_id: (needsReason || isGiven) && values.reason_id ? Number(values.reason_id) : undefined,
      attempt_reason: isFailure ? values.attempt_reason : undefined,
      received_amount: isGiven && values.received_amount.trim() ? values.received_amount.trim() : undefined,
      note: values.note.trim() || undefined,
    });
    const { updated, refused: notMoved } = answer.feed;
    if (updated.length > 0) {
      toast.success(t('moveDialog.moved', { count: updated.length }));
      onMoved(updated);
    }
    if (notMoved.length === 0) onClose();
    else setRefused(notMoved);
  });

  return (
    <FormDialog
      title={t('moveDialog.title', { count: codes.length })}
      submitLabel={t('moveDialog.submit')}
      pending={move.isPending}
      error={move.error}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      intro={
        refused.length > 0 ? (
          <Alert color="red" title={t('moveDialog.refusedTitle')} mb="md" role="alert">
            <List size="sm">
              {refused.map((r) => (
                <List.Item key={r.code}>
                  <bdi dir="ltr">{r.code}</bdi>: {r.error_msg}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : undefined
      }
    >
      <NativeSelect
        label={t('moveDialog.status')}
        withAsterisk
        data={[
          { value: '', label: t('moveDialog.chooseStatus') },
          ...targets.map((to) => ({ value: to, label: translate(orderStatusLabelKey(to), lang) })),
        ]}
        error={form.formState.errors.status?.message}
        {...fields.status}
      />
      {needsCaptain && (
        <NativeSelect
          label={t('moveDialog.captain')}
          withAsterisk
          data={selectOptions(t('moveDialog.chooseCaptain'), captains.data)}
          error={form.formState.errors.captain_id?.message}
          {...fields.captain}
        />
      )}
      {isGiven && (
        <TextInput
          label={t('moveDialog.receivedAmount')}
          description={t('moveDialog.receivedHint')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          {...fields.amount}
        />
      )}
      {(needsReason || isGiven) && (
        <NativeSelect
          label={needsReason ? t('moveDialog.reason') : t('moveDialog.reasonOptional')}
          withAsterisk={needsReason}
          data={selectOptions(t('moveDialog.chooseReason'), reasons.data)}
          error={form.formState.errors.reason_id?.message}
          {...fields.reason}
        />
      )}
      {isFailure && (
        <NativeSelect
          label={t('moveDialog.attemptReason')}
          description={t('moveDialog.attemptReasonHint')}
          data={attemptReasonCodes.map((code) => ({ value: code, label: attemptReasonLabel(code, lang) }))}
          {...fields.attemptReason}
        />
      )}
      <NegativeNetsAlert owing={owing} />
      <AutosizeTextarea label={t('moveDialog.note')} minRows={2} maxLength={500} {...fields.note} />
    </FormDialog>
  );
}
