import { splitCodes } from '@courier/contracts';
import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { searchOrdersQueryOptions, useSearchOrders } from '@/features/orders/api/search-orders';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { QuickSearchForm } from '@/features/orders/components/quick-search';
import { isSuspendedError } from '@/components/ui/suspended-notice';
import { SuspendedOrdersNotice } from '@/features/orders/components/suspended-orders-notice';
import { notifyFailure, notifySuccess } from '@/features/orders/utils/notify';
import { useLanguage } from '@/lib/i18n';
import { PageHeader } from '@/components/ui/page-header';

/** `/order/search`: many codes at once; the codes stay in the URL (?codes=) so a search can be reloaded. */
export function OrderSearchPage() {
  const { t } = useTranslation(['orders', 'shell']);
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const codes = splitCodes(params.get('codes') ?? '');
  const results = useSearchOrders(codes);
  const [pending, setPending] = useState(false);
  const title = t('shell:pages.orderSearch');

  const onSearch = async (next: string[]) => {
    setPending(true);
    try {
      await queryClient.fetchQuery(searchOrdersQueryOptions(next, lang));
      notifySuccess('searched');
    } catch (error) {
      notifyFailure('searched', error);
    } finally {
      setPending(false);
    }
    setParams({ codes: next.join(',') });
  };

  if (isSuspendedError(results.error)) {
    return (
      <>
        <PageHeader title={title} />
        <SuspendedOrdersNotice />
      </>
    );
  }

  const notFound = results.data?.not_found ?? [];
  return (
    <>
      <PageHeader title={title} />
      <QuickSearchForm
        key={codes.join(',')}
        initialCodes={codes}
        pending={pending}
        onSearch={(c) => void onSearch(c)}
      />
      {codes.length > 0 && (
        <section aria-labelledby="search-results-title">
          <Text id="search-results-title" component="h2" fw={700} fz="lg" mb="xs">
            {t('search.results')}
          </Text>
          {results.data && (
            <Text size="sm" mb="sm">
              {t('search.summary', {
                found: t('search.found', { count: results.data.feed_count }),
                ofCodes: t('search.ofCodes', { count: codes.length }),
              })}
            </Text>
          )}
          {notFound.length > 0 && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle aria-hidden="true" />}
              title={t('search.notFound', { missing: notFound.length })}
              mb="md"
            >
              <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {notFound.map((code) => (
                  <li key={code}>
                    <Text span size="sm" ff="monospace" dir="ltr" c="dark.9">
                      {code}
                    </Text>
                  </li>
                ))}
              </Group>
            </Alert>
          )}
          <OrdersTable
            showPayout
            caption={t('search.results')}
            orders={results.data?.feed}
            loading={results.isPending}
            error={results.error}
            onRetry={() => void results.refetch()}
            emptyText={t('search.noneFound')}
          />
        </section>
      )}
    </>
  );
}
