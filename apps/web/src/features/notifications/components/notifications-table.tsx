import type { Notification } from '@courier/contracts';
import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { notificationLink } from '../utils/notification-link';

interface NotificationsTableProps {
  rows: readonly Notification[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paging: DataTablePaging;
}

/** `/notifications`: every notification the user may see, newest first, unread ones marked. */
export function NotificationsTable({ rows, loading, error, onRetry, paging }: NotificationsTableProps) {
  const { t } = useTranslation('notifications');
  const lang = useLanguage();
  const columns: DataTableColumn<Notification>[] = [
    {
      key: 'state',
      header: t('list.state'),
      nowrap: true,
      cell: (n) =>
        n.is_read ? (
          <Badge variant="light" color="gray.7" miw="max-content">
            {t('list.read')}
          </Badge>
        ) : (
          <Badge variant="filled" color="blue.8" miw="max-content">
            {t('list.unread')}
          </Badge>
        ),
    },
    { key: 'type', header: t('list.type'), nowrap: true, cell: (n) => t(`types.${n.type_key}`) },
    { key: 'message', header: t('list.message'), rowHeader: true, cell: (n) => n.message },
    {
      key: 'subject',
      header: t('list.subject'),
      nowrap: true,
      cell: (n) => {
        const link = notificationLink(n);
        return link ? (
          <Anchor component={Link} to={link.to}>
            {t(link.labelKey, { code: link.code })}
          </Anchor>
        ) : null;
      },
    },
    { key: 'date', header: t('list.date'), nowrap: true, cell: (n) => formatDateTime(n.created_at, lang) },
  ];
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns}
      rows={rows}
      rowKey={(n) => n.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={t('list.empty')}
      paging={paging}
    />
  );
}
