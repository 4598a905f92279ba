import { orderStatusByCode, orderStatusLabelKey, translate } from '@courier/contracts';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAdvancedSearchOrders } from '@/features/orders/api/advanced-search-orders';
import { useBranches } from '@/features/orders/api/get-branches';
import { useCaptains } from '@/features/orders/api/get-captains';
import { useGovernments } from '@/features/orders/api/get-governments';
import {
  cleanCriteria,
  criterionLabelKeys,
  type AdvancedField,
} from '@/features/orders/components/advanced-search-form';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { isSuspendedError, SuspendedNotice } from '@/features/orders/components/suspended-notice';
import { pageFrom, perPageFrom } from '@/features/orders/utils/url-state';
import { useLanguage } from '@/lib/i18n';
import { OrderPageHeader } from './order-page-header';

/** `/ResultAdvancedSearch?status=2&code=…&page=2`: the criteria, then the orders that match them. */
export function AdvancedSearchResultsPage() {
  const { t } = useTranslation(['orders', 'shell']);
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const criteria = cleanCriteria(Object.fromEntries(params));
  const page = pageFrom(params.get('page'));
  const perPage = perPageFrom(params.get('perPage'));
  const results = useAdvancedSearchOrders(criteria, page, perPage);
  const governments = useGovernments();
  const captains = useCaptains('', criteria.captain_id !== undefined);
  const branches = useBranches('', criteria.branch_id !== undefined);
  const title = t('shell:pages.advancedSearchResults');

  const go = (nextPage: number, nextPerPage: number) => {
    const search = new URLSearchParams(criteria);
    if (nextPage > 1) search.set('page', String(nextPage));
    if (nextPerPage !== 20) search.set('perPage', String(nextPerPage));
    setParams(search);
  };

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
    <Button
      component={Link}
      to={`${paths.advancedSearch.path}?${new URLSearchParams(criteria).toString()}`}
      variant="light"
      leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
    >
      {t('advanced.modify')}
    </Button>
  );

  if (isSuspendedError(results.error)) {
    return (
      <>
        <OrderPageHeader title={title} />
        <SuspendedNotice />
      </>
    );
  }

  const entries = Object.entries(criteria) as [AdvancedField, string][];
  return (
    <>
      <OrderPageHeader title={title}>{modify}</OrderPageHeader>
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
        caption={title}
        orders={results.data?.feed}
        loading={results.isPending || results.isPlaceholderData}
        error={results.error}
        onRetry={() => void results.refetch()}
        emptyText={t('table.noMatch')}
        paging={{
          page,
          perPage,
          total: results.data?.feed_count ?? 0,
          onPageChange: (next) => go(next, perPage),
          onPerPageChange: (next) => go(1, next),
        }}
      />
    </>
  );
}
