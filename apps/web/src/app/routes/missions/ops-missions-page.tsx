import { useTranslation } from '@/lib/use-translation';
import { cairoDay } from '@courier/contracts';
import { DownloadButton } from '@/components/ui/download-button';
import { PageHeader } from '@/components/ui/page-header';
import { opsClientPath } from '@/config/ops-paths';
import { exportOpsMissions } from '@/features/missions/ops/api/export-ops-missions';
import { useOpsMissions } from '@/features/missions/ops/api/get-ops-missions';
import {
  OpsMissionFilters,
  opsMissionFilterFields,
} from '@/features/missions/ops/components/ops-mission-filters';
import { OpsMissionsTable } from '@/features/missions/ops/components/ops-missions-table';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';

/** /ops/missions: every client's missions; assign a captain, hand over, execute, cancel; export as xlsx. */
export function OpsMissionsPage() {
  const { t } = useTranslation(['ops', 'ops-missions']);
  const state = useListUrlState(opsMissionFilterFields);
  const { page, perPage, filters } = state;
  const missions = useOpsMissions({ page, perPage, filters });
  usePageInRange(page, perPage, missions.isPlaceholderData ? undefined : missions.data?.feed_count);
  return (
    <>
      <PageHeader title={t('ops:pages.missions')}>
        <DownloadButton
          texts={{
            button: t('ops-dashboard:export.button'),
            preparing: t('ops-dashboard:export.preparing'),
            receiving: (received) => t('ops-dashboard:export.receiving', { received }),
            cancel: t('ops-dashboard:export.cancel'),
            done: t('ops-dashboard:export.done'),
            fileName: t('ops-dashboard:export.fileName', { name: 'missions', day: cairoDay(new Date()) }),
          }}
          download={(options) => exportOpsMissions(filters, options)}
        />
      </PageHeader>
      <OpsMissionFilters key={JSON.stringify(filters)} values={filters} onApply={state.setFilters} />
      <OpsMissionsTable
        rows={missions.data?.feed}
        loading={missions.isPending || missions.isPlaceholderData}
        error={missions.error}
        onRetry={() => void missions.refetch()}
        paging={state.paging(missions.data?.feed_count ?? 0)}
        clientHref={opsClientPath}
      />
    </>
  );
}
