import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/ui/page-header';
import { opsClientPath } from '@/config/ops-paths';
import { useOpsMissions } from '@/features/missions/ops/api/get-ops-missions';
import {
  OpsMissionFilters,
  opsMissionFilterFields,
} from '@/features/missions/ops/components/ops-mission-filters';
import { OpsMissionsTable } from '@/features/missions/ops/components/ops-missions-table';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';

/** /ops/missions: every client's missions; assign a captain, hand over, execute, cancel. */
export function OpsMissionsPage() {
  const { t } = useTranslation(['ops', 'ops-missions']);
  const state = useListUrlState(opsMissionFilterFields);
  const { page, perPage, filters } = state;
  const missions = useOpsMissions({ page, perPage, filters });
  usePageInRange(page, perPage, missions.isPlaceholderData ? undefined : missions.data?.feed_count);
  return (
    <>
      <PageHeader title={t('ops:pages.missions')} />
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
