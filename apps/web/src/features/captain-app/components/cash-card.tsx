import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney } from '@courier/contracts';
import { useState, type FormEvent } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useDeclareHandIn, useOwnCash } from '../api/own-cash';

/**
 * The cash he holds (the COD of his delivered orders not handed in: the office's ledger) and, at the end
 * of the run, his hand-in: he declares the amount and the office counts and confirms it (decision 066).
 * The form is plain (no schema library): the server checks the amount and answers in words.
 */
export function CashCard() {
  const { t } = useTranslation('captain');
  const cash = useOwnCash();
  const declare = useDeclareHandIn();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const data = cash.data;
  if (!data) return <ApiErrorAlert error={cash.error} />;
  const count = data.orders.length;
  const fieldErrors = isApiError(declare.error) ? declare.error.fieldErrors : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    declare.mutate(
      { handed: amount, ...(note.trim() ? { note } : {}) },
      {
        onSuccess: () => {
          toast.success(t('cash.declared', { amount: formatMoney(amount) }));
          setOpen(false);
          setNote('');
        },
      },
    );
  };

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="cash-title">
      <Stack gap={6}>
        <Text id="cash-title" fw={700} component="h2" size="md" m={0}>
          {t('cash.title')}
        </Text>
        {data.pending ? (
          <Text role="status">
            {t('cash.pending', { amount: formatMoney(data.pending.declared ?? data.pending.handed) })}
          </Text>
        ) : null}
        {count === 0 ? (
          data.pending ? null : (
            <Text>{t('cash.none')}</Text>
          )
        ) : (
          <Group justify="space-between" wrap="nowrap">
            <Text>
              {t('cash.held')} <strong dir="ltr">{formatMoney(data.expected)}</strong>{' '}
              {t('cash.orders', { count })}
            </Text>
            {open || data.pending ? null : (
              <Button
                size="compact-md"
                onClick={() => {
                  setAmount(data.expected);
                  setOpen(true);
                }}
              >
                {t('cash.declare')}
              </Button>
            )}
          </Group>
        )}
        {open && !data.pending && count > 0 ? (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="xs">
              <ApiErrorAlert error={fieldErrors.handed || fieldErrors.note ? null : declare.error} />
              <TextInput
                label={t('cash.amount')}
                inputMode="decimal"
                dir="ltr"
                required
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
                error={fieldErrors.handed?.[0]}
              />
              <TextInput
                label={t('cash.note')}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                error={fieldErrors.note?.[0]}
              />
              <Button type="submit" loading={declare.isPending}>
                {t('cash.submit')}
              </Button>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Card>
  );
}
