import { Button } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkNotificationsRead } from '@/features/notifications/api/mark-notifications-read';
import { NotificationTypeSelect } from '@/features/notifications/components/notification-type-select';
import { NotificationsTable } from '@/features/notifications/components/notifications-table';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';

const fields = ['type'] as const;

/** `/notifications` (spec §2): the full list, filtered by type, paged, with "mark all read". */
export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'shell']);
  const state = useListUrlState(fields);
  const { page, perPage, filters } = state;
  const type = filters.type ? Number(filters.type) : undefined;
  const list = useNotifications({ page, perPage, type });
  const markRead = useMarkNotificationsRead();
  usePageInRange(page, perPage, list.isPlaceholderData ? undefined : list.data?.feed_count);

  return (
    <>
      <PageHeader title={t('shell:pages.notifications')}>
        <Button
          leftSection={<IconChecks size={18} aria-hidden="true" />}
          disabled={!list.data || list.data.unread_count === 0}
          loading={markRead.isPending}
          onClick={() =>
            markRead.mutate(list.data?.max_notification_id ?? null, {
              onSuccess: () => toast.success(t('list.markedRead')),
              onError: (error) => toast.failure(error.message),
            })
          }
        >
          {t('bell.markAllRead')}
        </Button>
      </PageHeader>
      <div style={{ marginBlockEnd: 'var(--mantine-spacing-md)' }}>
        <NotificationTypeSelect
          value={filters.type ?? ''}
          onChange={(value) => state.setFilters(value ? { type: value } : {})}
        />
      </div>
      <NotificationsTable
        rows={list.data?.feed}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        paging={state.paging(list.data?.feed_count ?? 0)}
      />
    </>
  );
}
