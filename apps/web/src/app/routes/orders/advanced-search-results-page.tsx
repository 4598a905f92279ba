import { advancedSearchFields, orderStatusByCode, orderStatusLabelKey, translate } from '@courier/contracts';
import { Group, Paper, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { paths } from '@/config/paths';
import { useAdvancedSearchOrders } from '@/features/orders/api/advanced-search-orders';
import { useBranches } from '@/lib/lookups/get-branches';
import { useCaptains } from '@/lib/lookups/get-captains';
import { useGovernments } from '@/lib/lookups/get-governments';
import { criterionLabelKeys, type AdvancedField } from '@/features/orders/components/advanced-search-form';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { LinkButton } from '@/components/ui/link-button';
import { isSuspendedError } from '@/components/ui/suspended-notice';
import { SuspendedOrdersNotice } from '@/features/orders/components/suspended-orders-notice';
import { useLanguage } from '@/lib/i18n';
import { useListUrlState } from '@/lib/list-url-state';
import { PageHeader } from '@/components/ui/page-header';

/** `/ResultAdvancedSearch?status=2&code=…&page=2`: the criteria, then the orders that match them. */
export function AdvancedSearchResultsPage() {
  const { t } = useTranslation(['orders', 'shell']);
  const lang = useLanguage();
  const state = useListUrlState(advancedSearchFields);
  const criteria: Record<string, string> = state.filters;
  const results = useAdvancedSearchOrders(criteria, state.page, state.perPage);
  const governments = useGovernments();
  const captains = useCaptains('', criteria.captain_id !== undefined);
  const branches = useBranches('', criteria.branch_id !== undefined);
  const title = t('shell:pages.advancedSearchResults');

  const nameIn = (list: { id: number; name: string }[] | undefined, id: string) =>
    list?.find((item) => String(item.id) === id)?.name ?? id;
  const shown = (field: AdvancedField, value: string) => {
    if (field === 'status') {
      const status = orderStatusByCode(Number(value));
      return status ? translate(orderStatusLabelKey(status), lang) : value;
    }
    if (field === 'government_id') return nameIn(governments.data, value);
    if (field === 'captain_id') return nameIn(captains.data, value);
    if (field === 'branch_id') return nameIn(branches.data, value);
    return value;
  };

  const modify = (
    <LinkButton
      to={`${paths.advancedSearch.path}?${new URLSearchParams(criteria).toString()}`}
      icon={IconAdjustmentsHorizontal}
      iconSize={18}
      variant="light"
    >
      {t('advanced.modify')}
    </LinkButton>
  );

  if (isSuspendedError(results.error)) {
    return (
      <>
        <PageHeader title={title} />
        <SuspendedOrdersNotice />
      </>
    );
  }

  const entries = Object.entries(criteria) as [AdvancedField, string][];
  return (
    <>
      <PageHeader title={title}>{modify}</PageHeader>
      <Paper withBorder radius="md" p="sm" mb="md">
        <Text component="h2" fw={700} fz="md" mb={4}>
          {t('advanced.criteria')}
        </Text>
        {entries.length === 0 ? (
          <Text size="sm">{t('advanced.noCriteria')}</Text>
        ) : (
          <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {entries.map(([field, value]) => (
              <Text
                key={field}
                component="li"
                size="sm"
                px="xs"
                py={2}
                bg="gray.1"
                style={{ borderRadius: 6 }}
              >
                <Text span fw={600} size="sm">
                  {t('advanced.criterion', { field: t(criterionLabelKeys[field]) })}
                </Text>{' '}
                <bdi>{shown(field, value)}</bdi>
              </Text>
            ))}
          </Group>
        )}
      </Paper>
      <OrdersTable
        showPayout
        caption={title}
        orders={results.data?.feed}
        loading={results.isPending || results.isPlaceholderData}
        error={results.error}
        onRetry={() => void results.refetch()}
        emptyText={t('table.noMatch')}
        paging={state.paging(results.data?.feed_count ?? 0, results.data?.feed_count_capped)}
      />
    </>
  );
}
