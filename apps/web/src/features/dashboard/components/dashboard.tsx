import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { chartDaysByLanguage } from '@courier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { isApiError } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useBalance } from '../api/get-balance';
import { useChart } from '../api/get-chart';
import { BalanceSummary } from './balance-summary';
import { DeliveredChart } from './delivered-chart';
import { OrdersByStatus } from './orders-by-status';

export function DashboardSection({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title id={id} order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </section>
  );
}

/** The API refuses a suspended client its figures (spec §1): the page shows the notice instead. */
const suspended = (error: unknown) => isApiError(error) && error.code === 'ACCOUNT_SUSPENDED';

/**
 * The dashboard's figures (spec §2 `/Home`): balance and next supply, orders per status, and the
 * orders delivered per day. A suspended client is not asked for them (the API would refuse).
 */
export function DashboardFigures({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  const balance = useBalance(enabled);
  const chart = useChart(enabled);
  if (!enabled || suspended(balance.error) || suspended(chart.error)) return null;

  const updated = balance.dataUpdatedAt ? (
    <Text size="sm" c="dimmed">
      {t('balance.updated', { time: formatTime(new Date(balance.dataUpdatedAt), lang) })}
    </Text>
  ) : undefined;

  return (
    <>
      <DashboardSection id="dashboard-balance" title={t('balance.title')} aside={updated}>
        <BalanceSummary balance={balance} />
      </DashboardSection>
      <DashboardSection id="dashboard-statuses" title={t('statuses.title')}>
        {chart.isError ? (
          <ApiErrorAlert error={chart.error} onRetry={() => void chart.refetch()} />
        ) : chart.data ? (
          <OrdersByStatus counts={chart.data.orders_per_status} />
        ) : (
          <Skeleton height={160} radius="md" aria-hidden="true" />
        )}
      </DashboardSection>
      <DashboardSection
        id="dashboard-delivered"
        title={t('chart.title', { count: chartDaysByLanguage[lang] })}
      >
        <Paper withBorder radius="md" p="md">
          {chart.data ? (
            <DeliveredChart days={chart.data.delivered_per_day} />
          ) : chart.isError ? (
            <Text c="dimmed">{t('chart.unavailable')}</Text>
          ) : (
            <Stack gap="xs" aria-hidden="true">
              <Skeleton height={16} width="60%" radius="sm" />
              <Skeleton height={160} radius="md" />
            </Stack>
          )}
        </Paper>
      </DashboardSection>
    </>
  );
}
