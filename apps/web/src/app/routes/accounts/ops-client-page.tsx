import {
  orderStatusByCode,
  orderStatusLabelKey,
  translate,
  type OpsClientDetailsResponse,
  formatMoney,
} from '@courier/contracts';
import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { BackLink } from '@/components/ui/back-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { DetailSection } from '@/components/ui/detail-section';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast';
import { opsPaths } from '@/config/ops-paths';
import { useOpsClient } from '@/features/accounts/ops/api/get-ops-client';
import { useSetClientSuspended } from '@/features/accounts/ops/api/suspend-ops-client';
import { useLanguage } from '@/lib/i18n';

type Feed = OpsClientDetailsResponse['feed'];

/** /ops/clients/:id: the client's balance, orders and missions; suspend or lift the suspension. */
export function OpsClientPage() {
  const { t } = useTranslation(['ops', 'ops-clients']);
  const id = Number(useParams().id);
  const client = useOpsClient(id);
  return (
    <>
      <BackLink to={opsPaths.clients.path} mb="xs">
        {t('ops-clients:back')}
      </BackLink>
      {client.isPending ? (
        <>
          <PageHeader title={t('ops:pages.client')} />
          <LoadingBlocks heights={[120, 240]} />
        </>
      ) : client.error ? (
        <>
          <PageHeader title={t('ops:pages.client')} />
          <ApiErrorAlert error={client.error} onRetry={() => void client.refetch()} />
        </>
      ) : (
        <ClientView feed={client.data.feed} />
      )}
    </>
  );
}

function ClientView({ feed }: { feed: Feed }) {
  const { t } = useTranslation('ops-clients');
  const lang = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const change = useSetClientSuspended();
  const suspended = feed.client.is_freezed === 1;
  // Money as the merchant's screens write it (issue 36 §9; the page printed "15100.00" raw).
  const money = (amount: string) => <bdi>{t('money', { amount: formatMoney(amount) })}</bdi>;

  const apply = () =>
    change.mutate(
      { id: feed.client.id, suspended: !suspended },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(suspended ? t('unsuspended') : t('suspendedDone'));
        },
        onError: (error) => toast.failure(error.message),
      },
    );

  return (
    <>
      <PageHeader title={feed.client.name}>
        <Button color={suspended ? 'teal.9' : 'red.9'} onClick={() => setConfirming(true)}>
          {suspended ? t('unsuspend') : t('suspend')}
        </Button>
      </PageHeader>
      <Stack gap="md">
        {suspended && (
          <Alert color="red" variant="light" title={t('state.suspended')}>
            {t('suspendedHint')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <DetailSection
            title={t('sections.client')}
            fields={[
              { label: t('columns.id'), value: feed.client.id },
              { label: t('columns.email'), value: feed.client.email },
              { label: t('columns.phone'), value: feed.client.phone },
              { label: t('columns.state'), value: suspended ? t('state.suspended') : t('state.active') },
            ]}
          />
          <DetailSection
            title={t('sections.balance')}
            fields={[
              { label: t('balance.collected'), value: money(feed.balance.collected) },
              { label: t('balance.supplied'), value: money(feed.balance.supplied) },
              { label: t('balance.balance'), value: money(feed.balance.balance) },
              { label: t('balance.nextSupply'), value: feed.balance.next_supply },
            ]}
          />
        </SimpleGrid>
        <DetailSection
          title={t('sections.byStatus')}
          fields={feed.orders_by_status.map((s) => {
            const status = orderStatusByCode(s.status);
            return {
              label: status ? translate(orderStatusLabelKey(status), lang) : String(s.status),
              value: s.count,
            };
          })}
        />
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('sections.orders')}
          </Title>
          <DataTable
            caption={t('sections.orders')}
            rows={feed.orders}
            rowKey={(o) => o.id}
            emptyText={t('noOrders')}
            columns={[
              { key: 'code', header: t('orders.code'), cell: (o) => o.code, rowHeader: true, nowrap: true },
              {
                key: 'status',
                header: t('orders.status'),
                cell: (o) => <StatusBadge kind="order" code={o.status} />,
              },
              { key: 'receiver', header: t('orders.receiver'), cell: (o) => o.receiver },
              {
                key: 'amount',
                header: t('orders.amount'),
                cell: (o) => money(o.amount_to_be_collected),
                nowrap: true,
              },
              {
                key: 'received',
                header: t('orders.received'),
                cell: (o) => (o.received_amount ? money(o.received_amount) : null),
                nowrap: true,
              },
            ]}
          />
        </section>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('sections.missions')}
          </Title>
          <DataTable
            caption={t('sections.missions')}
            rows={feed.missions}
            rowKey={(m) => m.id}
            emptyText={t('noMissions')}
            columns={[
              { key: 'code', header: t('missions.code'), cell: (m) => m.code, rowHeader: true, nowrap: true },
              {
                key: 'status',
                header: t('missions.status'),
                cell: (m) => <StatusBadge kind="mission" code={m.status} />,
              },
              { key: 'captain', header: t('missions.captain'), cell: (m) => m.captain?.name },
              { key: 'due', header: t('missions.dueDate'), cell: (m) => m.due_date, nowrap: true },
            ]}
          />
        </section>
      </Stack>
      <Group>
        <ConfirmDialog
          opened={confirming}
          title={suspended ? t('unsuspend') : t('suspend')}
          message={
            suspended
              ? t('confirmUnsuspend', { name: feed.client.name })
              : t('confirmSuspend', { name: feed.client.name })
          }
          confirmLabel={suspended ? t('unsuspend') : t('suspend')}
          danger={!suspended}
          pending={change.isPending}
          onConfirm={apply}
          onClose={() => setConfirming(false)}
        />
      </Group>
    </>
  );
}
