import { missionListNames, missionLists, missionStatuses, type MissionList } from '@courier/contracts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useMissions } from '@/features/missions/api/get-missions';
import type { MissionFilterValues } from '@/features/missions/api/mission-keys';
import {
  cleanMissionFilters,
  MissionFilters,
  missionFilterFields,
} from '@/features/missions/components/mission-filters';
import { MissionsTable } from '@/features/missions/components/missions-table';
import {
  isSuspendedError,
  SuspendedMissionsNotice,
} from '@/features/missions/components/suspended-missions-notice';
import { missionListTitleKeys } from '@/features/missions/utils/mission-paths';
import { useCaptains } from '@/features/orders/api/get-captains';
import { pageFrom, perPageFrom } from '@/features/orders/utils/url-state';
import { OrderPageHeader as PageHeader } from '../orders/order-page-header';

/** One page for the five lists: the list is the path (/Missions, /Supplied, /ReturnWithCompany, /Return, /Resent). */
export function MissionsListPage() {
  const { pathname } = useLocation();
  const segment = pathname.replace(/^\/|\/$/g, '').toLowerCase();
  const list = missionListNames.find((name) => name.toLowerCase() === segment);
  return list ? <MissionsListView key={list} list={list} /> : null;
}

function MissionsListView({ list }: { list: MissionList }) {
  const { t } = useTranslation(['missions', 'shell']);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const perPage = perPageFrom(params.get('perPage'));
  const filters = cleanMissionFilters(
    Object.fromEntries(missionFilterFields.map((f) => [f, params.get(f) ?? ''])),
  );
  const filtered = Object.keys(filters).length > 0;
  const missions = useMissions(list, { page, perPage, filters });
  const title = t(`shell:pages.${missionListTitleKeys[list]}`);
  const scope: { type: readonly number[]; status?: readonly number[] } = missionLists[list];
  // A list's own statuses, else all seven: without a choice the server leaves out the canceled ones,
  // which the status filter can still ask for.
  const statuses = scope.status ?? Object.values(missionStatuses);

  const go = (next: { page?: number; perPage?: number; filters?: MissionFilterValues }) => {
    const search = new URLSearchParams(next.filters ?? filters);
    const nextPage = next.page ?? page;
    const nextPerPage = next.perPage ?? perPage;
    if (nextPage > 1) search.set('page', String(nextPage));
    if (nextPerPage !== 20) search.set('perPage', String(nextPerPage));
    setParams(search);
  };

  // Missions that leave the list (terminated) can empty the last page: show the new last page.
  const total = missions.data?.feed_count ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pastTheEnd = !missions.isPlaceholderData && missions.data !== undefined && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) {
      const search = new URLSearchParams(params);
      if (lastPage > 1) search.set('page', String(lastPage));
      else search.delete('page');
      setParams(search, { replace: true });
    }
  }, [pastTheEnd, lastPage, params, setParams]);

  const addButton = (
    <Button
      component={Link}
      to={paths.addMission.path}
      leftSection={<IconPlus size={18} aria-hidden="true" />}
    >
      {t('shell:pages.addMission')}
    </Button>
  );

  if (isSuspendedError(missions.error)) {
    return (
      <>
        <PageHeader title={title}>{addButton}</PageHeader>
        <SuspendedMissionsNotice />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title}>{addButton}</PageHeader>
      <MissionFilters
        key={JSON.stringify(filters)}
        values={filters}
        statuses={statuses}
        onApply={(next) => go({ page: 1, filters: next })}
        useCaptainOptions={useCaptains}
      />
      <MissionsTable
        caption={title}
        missions={missions.data?.feed}
        loading={missions.isPending || missions.isPlaceholderData}
        error={missions.error}
        onRetry={() => void missions.refetch()}
        emptyText={filtered ? t('table.noMatch') : t('table.empty')}
        paging={{
          page,
          perPage,
          total,
          onPageChange: (next) => go({ page: next }),
          onPerPageChange: (next) => go({ page: 1, perPage: next }),
        }}
      />
    </>
  );
}
