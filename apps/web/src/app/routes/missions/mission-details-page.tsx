import { translate } from '@courier/contracts';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { IconLifebuoy, IconMessages, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { LinkButton } from '@/components/ui/link-button';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { chatPath, missionListPaths, paths } from '@/config/paths';
import { useMissionDetails } from '@/features/missions/api/get-mission-details';
import { useMissionOrders } from '@/features/missions/api/get-mission-orders';
import { MissionActions } from '@/features/missions/components/mission-actions';
import { MissionDetails } from '@/features/missions/components/mission-details';
import { MissionPreviews } from '@/features/missions/components/mission-previews';
import { MissionLoadError } from '@/features/missions/components/suspended-missions-notice';
import { missionListOf } from '@/features/missions/utils/mission-paths';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { useLanguage } from '@/lib/i18n';

/** Ids in URLs are positive whole numbers; anything else asks for nothing (and shows "not found"). */
function idFrom(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 1e12 ? id : 0;
}

/** The orders a mission carries (`mission/mission-orders`), paged with the one table. */
function MissionOrders({ missionId }: { missionId: number }) {
  const { t } = useTranslation('missions');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const orders = useMissionOrders(missionId, page, perPage);
  return (
    <OrdersTable
      caption={t('details.ordersSection')}
      orders={orders.data?.feed}
      loading={orders.isPending || orders.isPlaceholderData}
      error={orders.error}
      onRetry={() => void orders.refetch()}
      emptyText={t('details.noOrders')}
      paging={{
        page,
        perPage,
        total: orders.data?.feed_count ?? 0,
        onPageChange: setPage,
        onPerPageChange: (next) => {
          setPerPage(next);
          setPage(1);
        },
      }}
    />
  );
}

/** `/MissionDetails/:id` (spec §2): every field, the actions, its orders and the three previews. */
export function MissionDetailsPage() {
  const { t } = useTranslation(['missions', 'shell', 'common', 'tickets', 'chat']);
  const lang = useLanguage();
  const { id: idParam } = useParams();
  const id = idFrom(idParam);
  const details = useMissionDetails(id);
  const mission = details.data;
  const notFound = translate('errors.NOT_FOUND', lang);
  const list = mission ? missionListOf(mission) : 'Missions';

  return (
    <>
      <PageHeader title={mission ? t('details.title', { code: mission.code }) : t('details.titleLoading')}>
        <LinkButton to={paths.addMission.path} icon={IconPlus} iconSize={18} variant="light">
          {t('details.addAnother')}
        </LinkButton>
        {mission && (
          <LinkButton
            to={`${paths.newTicket.path}?mission=${mission.id}&code=${encodeURIComponent(String(mission.code))}`}
            icon={IconLifebuoy}
            iconSize={18}
            variant="default"
          >
            {t('tickets:about')}
          </LinkButton>
        )}
        {mission && (
          <LinkButton
            to={chatPath('mission', mission.code)}
            icon={IconMessages}
            iconSize={18}
            variant="default"
          >
            {t('chat:open')}
          </LinkButton>
        )}
      </PageHeader>
      {details.isPending && id > 0 && <LoadingBlocks heights={[48, 220, 220]} />}
      {id === 0 && (
        <Alert role="alert" color="red" variant="light">
          {notFound}
        </Alert>
      )}
      {details.isError && <MissionLoadError error={details.error} onRetry={() => void details.refetch()} />}
      {mission && (
        <Stack gap="lg">
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('details.actionsSection')}
            </Title>
            <MissionActions mission={mission} variant="buttons" />
          </Paper>
          <MissionDetails mission={mission} />
          <section aria-labelledby="mission-orders-title">
            <Title id="mission-orders-title" order={2} size="h4" mb="sm">
              {t('details.ordersSection')}
            </Title>
            <MissionOrders missionId={mission.id} />
          </section>
          <section aria-labelledby="mission-previews-title">
            <Title id="mission-previews-title" order={2} size="h4" mb="sm">
              {t('previews.title')}
            </Title>
            <MissionPreviews missionId={mission.id} code={mission.code} />
          </section>
        </Stack>
      )}
      {(mission || details.isError || id === 0) && (
        <BackLink to={missionListPaths[list].path} mt="lg">
          {t('details.backToList', { list: t(`shell:pages.${missionListPaths[list].titleKey}`) })}
        </BackLink>
      )}
    </>
  );
}
