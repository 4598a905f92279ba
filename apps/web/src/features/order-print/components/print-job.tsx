import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { PageTitle } from '@/components/ui/page-title';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/use-session';
import { usePrintOrders } from '../api/print-orders';
import { printSenderOf } from '../utils/sender';
import { AirwayBill } from './airway-bill';
import { ShippingSticker } from './shipping-sticker';
import classes from './order-print.module.css';

export type PrintKind = 'bill' | 'sticker';

/**
 * Paper sizes. `@page` rules are global, so each print view mounts its own and takes it away when it
 * leaves (a CSS-module rule would stay in the document after visiting the other view).
 */
const pageRules: Record<PrintKind, string> = {
  bill: '@page { size: A4; margin: 10mm; }',
  sticker: '@page { size: 100mm 150mm; margin: 0; }',
};

interface PrintJobProps {
  ids: readonly number[];
  kind: PrintKind;
  title: string;
}

/** A print job: the orders' airway bills or stickers, with the page title and a Print button. */
export function PrintJob({ ids, kind, title }: PrintJobProps) {
  const { t } = useTranslation(['order-files', 'common']);
  const lang = useLanguage();
  const session = useSession();
  const sender = printSenderOf(session);
  const orders = usePrintOrders(ids);
  const found = new Set(orders.data?.map((o) => o.id));
  const missing = orders.data ? ids.filter((id) => !found.has(id)) : [];
  const ready = (orders.data?.length ?? 0) > 0;

  return (
    <>
      <style>{pageRules[kind]}</style>
      <Stack gap="sm" className={classes.screenOnly} mb="md">
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <PageTitle mb={4}>{title}</PageTitle>
            {orders.data && (
              <Text size="sm" c="dimmed">
                {t('print.count', { count: orders.data.length })}
              </Text>
            )}
          </div>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => window.print()}
            disabled={!ready}
          >
            {t('print.print')}
          </Button>
        </Group>
        {ids.length === 0 && (
          <Alert color="yellow" variant="light">
            {t('print.noIds')}
          </Alert>
        )}
        {orders.isLoading && (
          <Group role="status" gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">{t('common:loading')}</Text>
          </Group>
        )}
        {orders.isError && <ApiErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />}
        {missing.length > 0 && (
          <Alert color="yellow" variant="light" role="status">
            {t('print.notFound', {
              ids: new Intl.ListFormat(lang, { type: 'unit' }).format(missing.map(String)),
            })}
          </Alert>
        )}
      </Stack>
      {orders.data && (
        <div className={classes.sheets}>
          {orders.data.map((order) =>
            kind === 'bill' ? (
              <AirwayBill key={order.id} order={order} sender={sender} />
            ) : (
              <ShippingSticker key={order.id} order={order} sender={sender} />
            ),
          )}
        </div>
      )}
    </>
  );
}
