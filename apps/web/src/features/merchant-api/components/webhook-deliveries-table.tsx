import type { WebhookDelivery } from '@courier/contracts';
import { Badge, Button, Code, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { DataTable } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { formatCount, formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';
import { useResendWebhookEvent, useWebhookDeliveries } from '../api/webhook-deliveries';

/** Shade 9 on the light tint keeps AA contrast (see status-badge.tsx). */
const statusColors: Record<WebhookDelivery['event_status'], string> = {
  pending: 'gray',
  delivered: 'teal',
  failed: 'red',
};

/**
 * The delivery log, newest attempt first: the event, where it stands now, and what the receiver
 * answered. A delivered or failed event can be sent again (same event id).
 */
export function WebhookDeliveriesTable() {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  const list = useListUrlState([], { replace: true });
  const log = useWebhookDeliveries(list.page, list.perPage);
  const resend = useResendWebhookEvent();
  usePageInRange(list.page, list.perPage, log.data?.total);

  const onResend = async (eventId: string) => {
    try {
      await resend.mutateAsync(eventId);
      toast.success(t('webhooks.resent'));
    } catch (error) {
      toast.failure(error instanceof Error ? error.message : t('webhooks.resendFailed'));
    }
  };

  return (
    <DataTable
      caption={t('webhooks.logCaption')}
      rows={log.data?.data}
      rowKey={(d) => d.id}
      loading={log.isFetching}
      error={log.error}
      onRetry={() => void log.refetch()}
      emptyText={t('webhooks.logEmpty')}
      paging={list.paging(log.data?.total ?? 0)}
      columns={[
        {
          key: 'at',
          header: t('webhooks.attemptedAt'),
          rowHeader: true,
          nowrap: true,
          cell: (d) => formatDateTime(d.attempted_at, lang),
        },
        {
          key: 'status',
          header: t('webhooks.eventStatus'),
          card: 'badge',
          nowrap: true,
          cell: (d) => (
            <Badge
              variant="light"
              color={statusColors[d.event_status]}
              c={`${statusColors[d.event_status]}.9`}
              // Teal 9 on teal's light tint is 4.3:1: that badge sits on teal 0 (as StatusBadge does).
              bg={d.event_status === 'delivered' ? 'teal.0' : undefined}
              tt="none"
              miw="max-content"
              fw={600}
            >
              {t(`webhooks.status.${d.event_status}`)}
            </Badge>
          ),
        },
        {
          key: 'type',
          header: t('webhooks.eventType'),
          nowrap: true,
          cell: (d) => <Code dir="ltr">{d.type}</Code>,
        },
        {
          key: 'event',
          header: t('webhooks.eventId'),
          nowrap: true,
          cell: (d) => (
            <Text span size="xs" ff="monospace" dir="ltr">
              {d.event_id}
            </Text>
          ),
        },
        {
          key: 'code',
          header: t('webhooks.statusCode'),
          nowrap: true,
          cell: (d) => (d.status_code === null ? null : <span dir="ltr">{d.status_code}</span>),
        },
        {
          key: 'latency',
          header: t('webhooks.latency'),
          nowrap: true,
          cell: (d) => t('webhooks.ms', { ms: formatCount(d.latency_ms) }),
        },
        {
          key: 'answer',
          header: t('webhooks.answer'),
          cell: (d) => (
            <Text span size="xs" ff="monospace" dir="ltr" lineClamp={2} style={{ wordBreak: 'break-all' }}>
              {d.error ?? d.response_excerpt}
            </Text>
          ),
        },
        {
          key: 'actions',
          header: t('webhooks.actions'),
          pinned: true,
          width: 8,
          cell: (d) =>
            d.event_status === 'pending' ? null : (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => void onResend(d.event_id)}
                loading={resend.isPending && resend.variables === d.event_id}
                leftSection={<IconRepeat size={14} aria-hidden="true" />}
                aria-label={t('webhooks.resendEvent', { id: d.event_id })}
              >
                {t('webhooks.resend')}
              </Button>
            ),
        },
      ]}
    />
  );
}
