import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { useOrderLog } from '@/features/orders/api/get-order-log';
import { OrderLoadError } from '@/features/orders/components/order-load-error';
import { OrderLogTable } from '@/features/orders/components/order-log';
import { orderDetailsPath, orderLogPath } from '@/features/orders/utils/order-paths';
import { pageFrom } from '@/lib/list-url-state';

const perPage = 20;

/** `/Log/:code/:page`: the order log, one page of 20 changes per URL (spec §2 `/Log/{id}/{page}`). */
export function OrderLogPage() {
  const { t } = useTranslation(['orders', 'shell']);
  const navigate = useNavigate();
  const { code: ref = '', page: pageParam } = useParams();
  const page = pageFrom(pageParam);
  const log = useOrderLog(ref, page, perPage);
  // An id in the URL (spec §2 `/Log/{id}/{page}`) is found too; the URL then shows the code (issue 41.3).
  const code = log.data ? String(log.data.code) : ref;
  const title = t('log.title', { code });
  // A page past the end: the server answers the last page; the URL follows it, as the lists do.
  const answered = log.data && !log.isPlaceholderData ? log.data.page : page;
  useEffect(() => {
    if (answered !== page || code !== ref) void navigate(orderLogPath(code, answered), { replace: true });
  }, [answered, page, code, ref, navigate]);

  return (
    <>
      <BackLink to={orderDetailsPath(code)} size="sm" mb="xs">
        {t('log.backToDetails')}
      </BackLink>
      <PageHeader title={title} />
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
            page: answered,
            perPage,
            total: log.data?.feed_count ?? 0,
            onPageChange: (next) => void navigate(orderLogPath(code, next)),
          }}
        />
      )}
    </>
  );
}
