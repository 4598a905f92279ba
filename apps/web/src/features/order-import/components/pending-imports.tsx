import type { CorrectImportBody } from '@courier/contracts';
import { Button, Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { DataTable } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { formatCount, formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';
import { useCorrectImport } from '../api/correct-import';
import { usePendingImports } from '../api/get-pending-imports';
import { GeoCorrectionTable } from './geo-correction-table';

/**
 * What still waits for the merchant's choice of place: earlier smart uploads left uncorrected and orders
 * from connected stores whose address we could not place with confidence. All of them, paged like every
 * list (decision 054: a store sending many unsure orders must not hide the older ones), the total in the
 * header. Each opens the same correction table.
 */
export function PendingImports() {
  const { t } = useTranslation('order-files');
  const lang = useLanguage();
  const list = useListUrlState([], { replace: true });
  const pending = usePendingImports(list.page, list.perPage);
  const correct = useCorrectImport();
  const [openId, setOpenId] = useState<number | null>(null);
  const total = pending.data?.total;
  usePageInRange(list.page, list.perPage, total);

  // Nothing waiting (and nothing went wrong): the upload page stays as it was.
  if (!pending.error && (pending.isPending || total === 0)) return null;
  const open = pending.data?.rows.find((p) => p.import_id === openId);

  const confirm = (body: CorrectImportBody) =>
    correct.mutate(body, {
      onSuccess: (result) => {
        setOpenId(null);
        toast.success(result.success_msg);
      },
    });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="pending-title"
    >
      <Title order={2} size="h4" mb="xs" id="pending-title">
        {total === undefined
          ? t('pending.title')
          : t('pending.titleCount', { count: total, total: formatCount(total) })}
      </Title>
      {open ? (
        <GeoCorrectionTable
          key={open.import_id}
          importId={open.import_id}
          message={open.file_name}
          kind={open.kind}
          geos={open.unpredected_geos}
          submitting={correct.isPending}
          error={correct.error}
          onSubmit={confirm}
          onCancel={() => setOpenId(null)}
        />
      ) : (
        <DataTable
          caption={t('pending.caption')}
          rows={pending.data?.rows}
          rowKey={(p) => p.import_id}
          loading={pending.isFetching}
          error={pending.error}
          onRetry={() => void pending.refetch()}
          emptyText={t('pending.empty')}
          paging={list.paging(total ?? 0)}
          columns={[
            {
              key: 'name',
              header: t('pending.name'),
              rowHeader: true,
              card: 'title',
              cell: (p) => <bdi>{p.file_name}</bdi>,
            },
            {
              key: 'what',
              header: t('pending.what'),
              cell: (p) =>
                p.kind === 'store'
                  ? t('pending.storeOrder')
                  : t('pending.rows', {
                      count: p.unpredected_geos.length,
                      rows: formatCount(p.unpredected_geos.length),
                    }),
            },
            {
              key: 'date',
              header: t('pending.date'),
              nowrap: true,
              cell: (p) => formatDateTime(p.created_at, lang),
            },
            {
              key: 'actions',
              header: t('pending.actions'),
              card: 'actions',
              cell: (p) => (
                <Button size="xs" variant="light" onClick={() => setOpenId(p.import_id)}>
                  {t('pending.choose')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Paper>
  );
}
