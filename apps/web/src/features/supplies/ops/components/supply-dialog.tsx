import { supplyMethods, type SupplyMethod, formatMoney } from '@courier/contracts';
import { Alert, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useCreateSupply } from '../api/create-supply';

interface SupplyDialogProps {
  clientId: number;
  clientName: string;
  /** The orders to settle; undefined settles every one owed. */
  codes: string[] | undefined;
  count: number;
  amount: string;
  /** The orders among them that net below zero, and their debt (a positive amount). */
  owing: { count: number; debt: string };
  onDone: () => void;
  onClose: () => void;
}

/** A decimal string above zero (money is never a float here). */
const isPositiveAmount = (amount: string) => !amount.trim().startsWith('-') && /[1-9]/.test(amount);

/** Asks how the cash is handed over (cash or bank transfer, a reference), then records the supply. */
export function SupplyDialog({
  clientId,
  clientName,
  codes,
  count,
  amount,
  owing,
  onDone,
  onClose,
}: SupplyDialogProps) {
  const { t } = useTranslation('ops-supplies');
  const [method, setMethod] = useState<SupplyMethod>('cash');
  const [reference, setReference] = useState('');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateSupply();
  return (
    <FormDialog
      title={t('dialog.title')}
      intro={
        <>
          <Text mb="md">{t('dialog.intro', { count, client: clientName, amount: formatMoney(amount) })}</Text>
          {/* Said before confirming (issue 35.3): a negative net is refused, a debt is deducted. */}
          {!isPositiveAmount(amount) ? (
            <Alert color="red" mb="md" role="alert">
              {t('dialog.notPositive', { amount: formatMoney(amount) })}
            </Alert>
          ) : (
            owing.count > 0 && (
              <Alert color="orange" mb="md" role="alert">
                {t('dialog.owing', { count: owing.count, amount: formatMoney(owing.debt) })}
              </Alert>
            )
          )}
        </>
      }
      submitLabel={t('dialog.submit')}
      pending={create.isPending}
      error={create.error}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          {
            client_id: clientId,
            ...(codes ? { order_codes: codes } : {}),
            method,
            ...(reference.trim() ? { reference: reference.trim() } : {}),
            idempotencyKey,
          },
          {
            onSuccess: (res) => {
              toast.success(t('dialog.done', { id: res.feed.id, amount: formatMoney(res.feed.amount) }));
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id="supply-method-label">
          {t('dialog.method')}
        </Text>
        <SegmentedControl
          aria-labelledby="supply-method-label"
          value={method}
          onChange={(v) => setMethod(v as SupplyMethod)}
          data={supplyMethods.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
        />
      </Stack>
      <TextInput
        label={t('dialog.reference')}
        description={t('dialog.referenceHint')}
        value={reference}
        maxLength={120}
        onChange={(e) => setReference(e.currentTarget.value)}
      />
    </FormDialog>
  );
}
