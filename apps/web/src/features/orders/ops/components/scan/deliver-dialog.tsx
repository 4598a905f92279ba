import {
  deliveryExceptionSchema,
  fieldErrors,
  formatMoney,
  type OpsOrderMoveResponse,
  type ScannedOrder,
} from '@courier/contracts';
import { Alert, List, NativeSelect, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { useLanguage } from '@/lib/i18n';
import { selectOptions } from '@/lib/lookups/select-options';
import { useTranslation } from '@/lib/use-translation';
import { useDeliverOrders } from '../../api/deliver-orders';
import { useMoveReasons } from '../../api/get-move-reasons';
import { negativeNets } from '../../utils/negative-nets';
import { NegativeNetsAlert } from '../negative-nets-alert';

interface Entry {
  amount: string;
  reason: string;
}

/** Two amounts as the same money (the one format, so "150" and "150.00" agree; never a float). */
const sameMoney = (a: string, b: string) => formatMoney(a.trim()) === formatMoney(b.trim());

interface DeliverDialogProps {
  orders: readonly ScannedOrder[];
  onClose: () => void;
  onMoved: (updated: string[]) => void;
}

/**
 * "Delivered, with exceptions" (issue 36 §2): the run's orders in one dialog, each with the amount
 * received (the amount to collect unless changed). A changed amount needs its reason, shown on the row
 * before anything is sent, and an order that would net below zero (collected under its fee) is said before
 * confirming; the move goes once for the whole batch.
 */
export function DeliverDialog({ orders, onClose, onMoved }: DeliverDialogProps) {
  const { t } = useTranslation('ops-orders');
  const lang = useLanguage();
  const reasons = useMoveReasons(true);
  const deliver = useDeliverOrders();
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [errors, setErrors] = useState<Record<string, Record<string, string[]>>>({});
  const [refused, setRefused] = useState<OpsOrderMoveResponse['feed']['refused']>([]);
  const entryOf = (o: ScannedOrder): Entry =>
    entries[o.code] ?? { amount: o.amount_to_be_collected, reason: '' };
  const owing = negativeNets(
    orders,
    orders.map((o) => o.code),
    (code) => entries[code]?.amount ?? '',
  );
  const set = (code: string, change: Partial<Entry>, order: ScannedOrder) =>
    setEntries((now) => ({ ...now, [code]: { ...entryOf(order), ...now[code], ...change } }));

  const submit = async () => {
    const codes: string[] = [];
    const exceptions: { code: string; received_amount: string; reason_id: number }[] = [];
    const found: typeof errors = {};
    for (const order of orders) {
      const entry = entryOf(order);
      if (sameMoney(entry.amount || '0', order.amount_to_be_collected) && entry.amount.trim() !== '') {
        codes.push(order.code);
        continue;
      }
      const parsed = deliveryExceptionSchema.safeParse({
        code: order.code,
        received_amount: entry.amount,
        reason_id: entry.reason,
      });
      if (parsed.success) exceptions.push(parsed.data);
      else found[order.code] = fieldErrors(parsed.error, lang);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await deliver.mutateAsync({ codes, exceptions, note: undefined });
    if (answer.feed.updated.length > 0) onMoved(answer.feed.updated);
    if (answer.feed.refused.length === 0) onClose();
    else setRefused(answer.feed.refused);
  };

  return (
    <FormDialog
      title={t('scan.deliverTitle', { count: orders.length })}
      submitLabel={t('scan.deliverSubmit')}
      pending={deliver.isPending}
      error={deliver.error}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
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
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.code')}</Table.Th>
              <Table.Th>{t('scan.received')}</Table.Th>
              <Table.Th>{t('moveDialog.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => {
              const entry = entryOf(order);
              const partial =
                entry.amount.trim() === '' || !sameMoney(entry.amount, order.amount_to_be_collected);
              const rowErrors = errors[order.code] ?? {};
              return (
                <Table.Tr key={order.code} data-exception={partial || undefined}>
                  <Table.Td>
                    <bdi dir="ltr">{order.code}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('scan.receivedFor', { code: order.code })}
                      description={t('scan.toCollect', { amount: formatMoney(order.amount_to_be_collected) })}
                      value={entry.amount}
                      onChange={(event) => set(order.code, { amount: event.currentTarget.value }, order)}
                      error={rowErrors.received_amount?.join(' ')}
                      inputMode="decimal"
                      dir="ltr"
                      size="xs"
                      w={120}
                    />
                  </Table.Td>
                  <Table.Td>
                    {partial && (
                      <NativeSelect
                        aria-label={t('scan.reasonFor', { code: order.code })}
                        data={selectOptions(t('moveDialog.chooseReason'), reasons.data)}
                        value={entry.reason}
                        onChange={(event) => set(order.code, { reason: event.currentTarget.value }, order)}
                        error={rowErrors.reason_id?.join(' ')}
                        size="xs"
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <NegativeNetsAlert owing={owing} />
    </FormDialog>
  );
}
