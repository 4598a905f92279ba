import type { PlaceAlias } from '@courier/contracts';
import { Button, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { isolate } from '@/lib/bidi';
import { formatCount, formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';
import { useDeletePlaceAlias } from '../api/delete-place-alias';
import { usePlaceAliases } from '../api/get-place-aliases';

/**
 * The names the merchant taught by correcting a place (decision 054): each text is placed there
 * confidently in their uploads and store orders. One may be forgotten: the matcher then reads it again.
 */
export function PlaceAliasesTable() {
  const { t } = useTranslation('order-files');
  const lang = useLanguage();
  const list = useListUrlState([], { replace: true });
  const aliases = usePlaceAliases(list.page, list.perPage);
  const remove = useDeletePlaceAlias();
  const [forgetting, setForgetting] = useState<PlaceAlias | null>(null);
  const total = aliases.data?.total;
  usePageInRange(list.page, list.perPage, total);

  const confirm = () => {
    if (!forgetting) return;
    remove.mutate(forgetting.id, {
      onSuccess: () => {
        toast.success(t('aliases.forgotten', { text: isolate(forgetting.text) }));
        setForgetting(null);
      },
      onError: (error) => toast.failure(error instanceof Error ? error.message : t('aliases.forgetFailed')),
    });
  };

  return (
    <>
      <Text size="sm" mb="sm">
        {t('aliases.intro')}
      </Text>
      {total !== undefined && total > 0 && (
        <Text size="sm" fw={600} mb="xs" data-testid="aliases-total">
          {t('aliases.total', { count: total, total: formatCount(total) })}
        </Text>
      )}
      <DataTable
        caption={t('aliases.caption')}
        rows={aliases.data?.rows}
        rowKey={(a) => a.id}
        loading={aliases.isFetching}
        error={aliases.error}
        onRetry={() => void aliases.refetch()}
        emptyText={t('aliases.empty')}
        paging={list.paging(total ?? 0)}
        columns={[
          {
            key: 'text',
            header: t('aliases.text'),
            rowHeader: true,
            card: 'title',
            cell: (a) => <bdi>{a.text}</bdi>,
          },
          {
            key: 'place',
            header: t('aliases.place'),
            cell: (a) => t('smart.suggestion', { government: isolate(a.government), area: isolate(a.area) }),
          },
          {
            key: 'date',
            header: t('aliases.date'),
            nowrap: true,
            cell: (a) => formatDateTime(a.created_at, lang),
          },
          {
            key: 'actions',
            header: t('aliases.actions'),
            card: 'actions',
            cell: (a) => (
              <Button
                size="xs"
                variant="subtle"
                color="red.9"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                aria-label={t('aliases.forgetLabel', { text: a.text })}
                onClick={() => setForgetting(a)}
              >
                {t('aliases.forget')}
              </Button>
            ),
          },
        ]}
      />
      <ConfirmDialog
        opened={forgetting !== null}
        title={t('aliases.confirmTitle')}
        message={forgetting ? t('aliases.confirmMessage', { text: isolate(forgetting.text) }) : ''}
        confirmLabel={t('aliases.forget')}
        danger
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setForgetting(null)}
      />
    </>
  );
}
