import { Group, Paper, Stack, Title } from '@mantine/core';
import {
  IconHistory,
  IconLifebuoy,
  IconMessages,
  IconPlus,
  IconPrinter,
  IconSticker,
} from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { LinkButton } from '@/components/ui/link-button';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { chatPath, paths } from '@/config/paths';
import { useOrderDetails } from '@/features/orders/api/get-order-details';
import { DelayLog } from '@/features/orders/components/delay-log';
import { HeldOrderNotice } from '@/features/orders/components/held-order-notice';
import { OrderActions } from '@/features/orders/components/order-actions';
import { OrderAttempts } from '@/features/orders/components/order-attempts';
import { OrderDetails } from '@/features/orders/components/order-details';
import { OrderLoadError } from '@/features/orders/components/order-load-error';
import {
  orderDetailsPath,
  orderLogPath,
  printOrdersPath,
  printStickersPath,
} from '@/features/orders/utils/order-paths';

/**
 * `/OrderDetails/:code` (spec §2 `OrderDetails/{id}`): the URL carries the order's code, its canonical
 * form; an id (or a bar code) is found too and replaced by the code (issue 41.3).
 */
export function OrderDetailsPage() {
  const { t } = useTranslation(['orders', 'shell', 'common', 'tickets', 'chat']);
  const navigate = useNavigate();
  const { code: ref = '' } = useParams();
  const details = useOrderDetails(ref);
  const order = details.data;
  const code = order ? String(order.code) : ref;
  useEffect(() => {
    if (code !== ref) void navigate(orderDetailsPath(code), { replace: true });
  }, [code, ref, navigate]);

  return (
    <>
      <PageHeader title={t('details.title', { code })}>
        <LinkButton to={paths.addOrder.path} icon={IconPlus} iconSize={18} variant="light">
          {t('details.addAnother')}
        </LinkButton>
        {order && (
          <LinkButton
            to={`${paths.newTicket.path}?order=${order.id}&code=${encodeURIComponent(String(order.code))}`}
            icon={IconLifebuoy}
            iconSize={18}
            variant="default"
          >
            {t('tickets:about')}
          </LinkButton>
        )}
        {order && (
          <LinkButton to={chatPath('order', order.id)} icon={IconMessages} iconSize={18} variant="default">
            {t('chat:open')}
          </LinkButton>
        )}
      </PageHeader>
      {details.isPending && <LoadingBlocks heights={[48, 220, 220]} />}
      {details.isError && <OrderLoadError error={details.error} onRetry={() => void details.refetch()} />}
      {order && (
        <Stack gap="lg">
          <HeldOrderNotice order={order} />
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('details.actionsSection')}
            </Title>
            <Stack gap="sm">
              <OrderActions order={order} variant="buttons" />
              <Group gap="xs" wrap="wrap">
                <LinkButton to={orderLogPath(order.code)} icon={IconHistory} variant="default" size="sm">
                  {t('details.viewLog')}
                </LinkButton>
                <LinkButton to={printOrdersPath([order.id])} icon={IconPrinter} variant="default" size="sm">
                  {t('bulk.print')}
                </LinkButton>
                <LinkButton to={printStickersPath([order.id])} icon={IconSticker} variant="default" size="sm">
                  {t('bulk.printStickers')}
                </LinkButton>
              </Group>
            </Stack>
          </Paper>
          <OrderDetails order={order} />
          <OrderAttempts order={order} />
          <section aria-labelledby="delay-log-title">
            <Title id="delay-log-title" order={2} size="h4" mb="sm">
              {t('delayLog.title')}
            </Title>
            <DelayLog code={order.code} />
          </section>
        </Stack>
      )}
      {details.isError && (
        <BackLink to={paths.savedOrders.path} mt="md">
          {t('details.backToOrders')}
        </BackLink>
      )}
    </>
  );
}
