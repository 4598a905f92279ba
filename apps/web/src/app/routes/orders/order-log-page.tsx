import { Anchor } from '@mantine/core';
import { IconArrowNarrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useOrderLog } from '@/features/orders/api/get-order-log';
import { OrderLoadError } from '@/features/orders/components/order-load-error';
import { OrderLogTable } from '@/features/orders/components/order-log';
import { orderDetailsPath, orderLogPath } from '@/features/orders/utils/order-paths';
import { pageFrom } from '@/features/orders/utils/url-state';
import { OrderPageHeader } from './order-page-header';

const perPage = 20;

/** `/Log/:code/:page`: the order log, one page of 20 changes per URL (spec §2 `/Log/{id}/{page}`). */
export function OrderLogPage() {
  const { t } = useTranslation(['orders', 'shell']);
  const navigate = useNavigate();
  const { code = '', page: pageParam } = useParams();
  const page = pageFrom(pageParam);
  const log = useOrderLog(code, page, perPage);
  const title = t('log.title', { code });

  return (
    <>
      <Anchor
        component={Link}
        to={orderDetailsPath(code)}
        size="sm"
        display="inline-flex"
        mb="xs"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowNarrowLeft size={16} className="mantine-rotate-rtl" aria-hidden="true" />
        {t('log.backToDetails')}
      </Anchor>
      <OrderPageHeader title={title} />
      {log.isError && !log.data ? (
        <OrderLoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <OrderLogTable
          caption={title}
          entries={log.data?.feed}
          loading={log.isPending || log.isPlaceholderData}
          error={log.error}
          onRetry={() => void log.refetch()}
          paging={{
            page,
            perPage,
            total: log.data?.feed_count ?? 0,
            onPageChange: (next) => void navigate(orderLogPath(code, next)),
          }}
        />
      )}
    </>
  );
}
