import { formatMoney, handInBodySchema, type HandInBody } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useForm, type Resolver } from 'react-hook-form';
import { DataTable } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { formatDateTime } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useCaptainCash } from '../api/get-captain-cash';
import { useRecordHandIn } from '../api/record-hand-in';
import { MoneyText } from './money-text';

interface HandInValues {
  handed: string;
  note: string;
}

/** One captain's held cash: its delivered orders, their sum, and the count of what it hands in. */
export function HandInForm({ captainId }: { captainId: number }) {
  const { t } = useTranslation('ops-captains');
  const lang = useLanguage();
  const errorText = useFormError();
  const cash = useCaptainCash(captainId);
  const record = useRecordHandIn();
  const { register, handleSubmit, setError, formState, reset } = useForm<HandInValues>({
    resolver: zodResolver(handInBodySchema as never) as unknown as Resolver<HandInValues>,
    defaultValues: { handed: '', note: '' },
  });

  // Registered once, outside the JSX (the literal-text lint reads JSX strings as user text).
  const fields = {
    handed: register('handed'),
    note: register('note'),
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      const made = await record.mutateAsync({ captainId, values: values as unknown as HandInBody });
      const amount = formatMoney(made.difference.replace(/^-/, ''));
      toast.success(t(`done.handIn.${made.state}`, { amount }));
      reset();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['handed', 'note']);
    }
  });

  const orders = cash.data?.orders;
  return (
    <Stack gap="sm">
      <DataTable
        caption={t('heldCaption')}
        rows={orders}
        rowKey={(o) => o.order_id}
        loading={cash.isPending}
        error={cash.error}
        onRetry={() => void cash.refetch()}
        emptyText={t('heldEmpty')}
        columns={[
          {
            key: 'code',
            header: t('fields.code'),
            rowHeader: true,
            card: 'title',
            nowrap: true,
            cell: (o) => <span dir="ltr">{o.code}</span>,
          },
          { key: 'client', header: t('fields.client'), cell: (o) => o.client },
          { key: 'receiver', header: t('fields.receiver'), cell: (o) => o.receiver },
          {
            key: 'delivered',
            header: t('fields.deliveredAt'),
            nowrap: true,
            cell: (o) => (o.delivery_date ? formatDateTime(o.delivery_date, lang) : null),
          },
          {
            key: 'collected',
            header: t('fields.collected'),
            nowrap: true,
            cell: (o) => <MoneyText value={o.collected} />,
          },
        ]}
      />
      {cash.data && (
        <Text>
          {t('expected', { count: cash.data.orders.length })}{' '}
          <strong>
            <MoneyText value={cash.data.expected} />
          </strong>
        </Text>
      )}
      {cash.data && cash.data.orders.length > 0 && (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('fields.handed')}
              required
              dir="ltr"
              inputMode="decimal"
              autoComplete="off"
              error={errorText(formState.errors.handed)}
              {...fields.handed}
            />
            <TextInput
              label={t('fields.note')}
              autoComplete="off"
              error={errorText(formState.errors.note)}
              {...fields.note}
            />
            <Button type="submit" loading={record.isPending}>
              {t('actions.recordHandIn')}
            </Button>
          </Group>
        </form>
      )}
      {record.error && !formState.errors.handed ? <ApiErrorAlert error={record.error} /> : null}
    </Stack>
  );
}
