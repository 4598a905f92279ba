import { missionLists, missionStatuses, type MissionList } from '@courier/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { isSuspendedError } from '@/components/ui/suspended-notice';
import { listAt, missionListPaths, paths } from '@/config/paths';
import { useMissions } from '@/features/missions/api/get-missions';
import { MissionFilters, missionFilterFields } from '@/features/missions/components/mission-filters';
import { MissionsTable } from '@/features/missions/components/missions-table';
import { SuspendedMissionsNotice } from '@/features/missions/components/suspended-missions-notice';
import { usePageInRange, useListUrlState } from '@/lib/list-url-state';

/** One page for the five lists: the list is the path (/Missions, /Supplied, /ReturnWithCompany, /Return, /Resent). */
export function MissionsListPage() {
  const list = listAt(missionListPaths, useLocation().pathname);
  return list ? <MissionsListView key={list} list={list} /> : null;
}

function MissionsListView({ list }: { list: MissionList }) {
  const { t } = useTranslation(['missions', 'shell']);
  const state = useListUrlState(missionFilterFields);
  const { page, perPage, filters } = state;
  const missions = useMissions(list, { page, perPage, filters });
  const title = t(`shell:pages.${missionListPaths[list].titleKey}`);
  const scope: { type: readonly number[]; status?: readonly number[] } = missionLists[list];
  // A list's own statuses, else all seven: without a choice the server leaves out the canceled ones,
  // which the status filter can still ask for.
  const statuses = scope.status ?? Object.values(missionStatuses);
  // Missions that leave the list (terminated) can empty the last page.
  usePageInRange(page, perPage, missions.isPlaceholderData ? undefined : missions.data?.feed_count);

  const addButton = (
    <LinkButton to={paths.addMission.path} icon={IconPlus} iconSize={18}>
      {t('shell:pages.addMission')}
    </LinkButton>
  );

  return (
    <>
      <PageHeader title={title}>{addButton}</PageHeader>
      {isSuspendedError(missions.error) ? (
        <SuspendedMissionsNotice />
      ) : (
        <>
          <MissionFilters
            key={JSON.stringify(filters)}
            values={filters}
            statuses={statuses}
            onApply={state.setFilters}
          />
          <MissionsTable
            caption={title}
            missions={missions.data?.feed}
            loading={missions.isPending || missions.isPlaceholderData}
            error={missions.error}
            onRetry={() => void missions.refetch()}
            emptyText={state.filtered ? t('table.noMatch') : t('table.empty')}
            paging={state.paging(missions.data?.feed_count ?? 0)}
          />
        </>
      )}
    </>
  );
}
