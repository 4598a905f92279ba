import { attemptReasonLabel, type AttemptFigures } from '@courier/contracts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { DataTable } from '@/components/ui/data-table';
import { formatMonth } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useAttemptFigures } from '../api/get-attempt-figures';
import { changeTone, formatPoints, formatRate, monthRates, pointsChange } from '../utils/attempt-rates';

const toneColor = { good: 'teal.9', bad: 'red.9', same: 'dimmed' } as const;

function RateCard({
  label,
  thisMonth,
  lastMonth,
  higherIsBetter,
}: {
  label: string;
  thisMonth: number | null;
  lastMonth: number | null;
  higherIsBetter: boolean;
}) {
  const { t } = useTranslation('attempts');
  const change = pointsChange(thisMonth, lastMonth);
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed" component="h3" m={0} fw={500}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {formatRate(thisMonth) ?? t('figures.noData')}
      </Text>
      <Text size="sm">{t('figures.lastMonth', { value: formatRate(lastMonth) ?? t('figures.noData') })}</Text>
      {change !== null && (
        <Text size="sm" c={toneColor[changeTone(change, higherIsBetter)]}>
          <bdi>{t('figures.change', { value: formatPoints(change) })}</bdi>
        </Text>
      )}
    </Paper>
  );
}

type GovernorateRow = AttemptFigures['by_governorate'][number];
type ReasonRow = AttemptFigures['by_reason'][number];

/** The figures on the centre (issue 38 §4): first-attempt success and returns, this month against the last. */
export function AttemptFiguresPanel() {
  const { t } = useTranslation('attempts');
  const lang = useLanguage();
  const figures = useAttemptFigures();
  const data = figures.data;
  if (figures.error && !data)
    return <ApiErrorAlert error={figures.error} onRetry={() => void figures.refetch()} />;
  const thisRates = data ? monthRates(data.this_month) : null;
  const lastRates = data ? monthRates(data.last_month) : null;
  const rate = (
    row: GovernorateRow,
    month: 'this_month' | 'last_month',
    key: keyof ReturnType<typeof monthRates>,
  ) => formatRate(monthRates(row[month])[key]);
  return (
    <Stack gap="md" component="section" aria-labelledby="attempt-figures-title">
      <div>
        <Title order={2} size="h3" id="attempt-figures-title">
          {t('figures.title')}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {t('figures.month', { month: formatMonth(data.month, lang) })}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RateCard
          label={t('figures.firstAttempt')}
          thisMonth={thisRates?.firstAttemptSuccess ?? null}
          lastMonth={lastRates?.firstAttemptSuccess ?? null}
          higherIsBetter
        />
        <RateCard
          label={t('figures.returnRate')}
          thisMonth={thisRates?.returnRate ?? null}
          lastMonth={lastRates?.returnRate ?? null}
          higherIsBetter={false}
        />
      </SimpleGrid>
      <DataTable<GovernorateRow, string>
        id="attempt-figures-governorate"
        caption={t('figures.byGovernorate')}
        rows={data?.by_governorate}
        rowKey={(r) => r.governorate}
        loading={figures.isFetching}
        emptyText={t('figures.emptyGovernorate')}
        columns={[
          {
            key: 'governorate',
            header: t('figures.governorate'),
            rowHeader: true,
            cell: (r) => r.governorate,
          },
          {
            key: 'firstThis',
            header: t('figures.firstThis'),
            nowrap: true,
            cell: (r) => rate(r, 'this_month', 'firstAttemptSuccess'),
          },
          {
            key: 'firstLast',
            header: t('figures.firstLast'),
            nowrap: true,
            priority: 3,
            cell: (r) => rate(r, 'last_month', 'firstAttemptSuccess'),
          },
          {
            key: 'returnThis',
            header: t('figures.returnThis'),
            nowrap: true,
            cell: (r) => rate(r, 'this_month', 'returnRate'),
          },
          {
            key: 'returnLast',
            header: t('figures.returnLast'),
            nowrap: true,
            priority: 3,
            cell: (r) => rate(r, 'last_month', 'returnRate'),
          },
        ]}
      />
      <DataTable<ReasonRow, string>
        id="attempt-figures-reason"
        caption={t('figures.byReason')}
        rows={data?.by_reason}
        rowKey={(r) => r.reason}
        loading={figures.isFetching}
        emptyText={t('figures.emptyReason')}
        columns={[
          {
            key: 'reason',
            header: t('figures.reason'),
            rowHeader: true,
            cell: (r) => attemptReasonLabel(r.reason, lang),
          },
          {
            key: 'this',
            header: t('figures.thisMonth'),
            nowrap: true,
            sortValue: (r) => r.this_month,
            cell: (r) => String(r.this_month),
          },
          {
            key: 'last',
            header: t('figures.lastMonthShort'),
            nowrap: true,
            sortValue: (r) => r.last_month,
            cell: (r) => String(r.last_month),
          },
        ]}
      />
    </Stack>
  );
}
