import {
  missionPreviewTypes,
  type MissionPreview,
  type MissionPreviewType,
  formatMoney,
} from '@courier/contracts';
import { Anchor, Button, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { generatePath, Link } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { DataTable } from '@/components/ui/data-table';
import { DetailSection } from '@/components/ui/detail-section';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useDownloadMissionExcel } from '../api/download-mission-excel';
import { useMissionPreview } from '../api/get-mission-preview';

const tabs: { type: MissionPreviewType; key: string }[] = [
  { type: missionPreviewTypes.orders, key: 'orders' },
  { type: missionPreviewTypes.money, key: 'money' },
  { type: missionPreviewTypes.returns, key: 'returns' },
];

type Preview<T extends MissionPreviewType> = Extract<MissionPreview, { type: T }>;

function OrdersPreview({ preview }: { preview: Preview<1> }) {
  const { t } = useTranslation('missions');
  return (
    <DataTable
      caption={t('previews.orders')}
      columns={[
        {
          key: 'status',
          header: t('fields.orderStatus'),
          rowHeader: true,
          cell: (row) => <StatusBadge kind="order" code={row.status} />,
        },
        { key: 'count', header: t('previews.count'), nowrap: true, cell: (row) => String(row.count) },
      ]}
      rows={preview.by_status}
      rowKey={(row) => row.status}
      emptyText={t('previews.noOrders')}
    />
  );
}

function MoneyPreview({ preview }: { preview: Preview<2> }) {
  const { t } = useTranslation('missions');
  const money = (value: string) => t('money', { amount: formatMoney(value) });
  return (
    <DetailSection
      title={t('previews.money')}
      fields={[
        { label: t('previews.count'), value: String(preview.count) },
        { label: t('previews.amountToBeCollected'), value: money(preview.amount_to_be_collected) },
        { label: t('previews.receivedAmount'), value: money(preview.received_amount) },
        { label: t('previews.shippingCost'), value: money(preview.shipping_cost) },
        { label: t('previews.cashAmount'), value: money(preview.cash_amount) },
        { label: t('previews.net'), value: <strong>{money(preview.net)}</strong> },
      ]}
    />
  );
}

function ReturnsPreview({ preview }: { preview: Preview<3> }) {
  const { t } = useTranslation('missions');
  const lang = useLanguage();
  return (
    <DataTable
      caption={t('previews.returns')}
      columns={[
        {
          key: 'code',
          header: t('fields.orderCode'),
          rowHeader: true,
          nowrap: true,
          cell: (o) => (
            <Anchor component={Link} to={generatePath(paths.orderDetails.path, { code: o.code })} dir="ltr">
              {o.code}
            </Anchor>
          ),
        },
        { key: 'receiver', header: t('fields.receiver'), cell: (o) => <bdi>{o.receiver}</bdi> },
        {
          key: 'status',
          header: t('fields.orderStatus'),
          nowrap: true,
          cell: (o) => <StatusBadge kind="order" code={o.status} />,
        },
        { key: 'reason', header: t('fields.returnReason'), cell: (o) => o.return_reason },
        {
          key: 'date',
          header: t('fields.returnDate'),
          nowrap: true,
          cell: (o) => (o.return_to_sender_date ? formatDateTime(o.return_to_sender_date, lang) : null),
        },
      ]}
      rows={preview.orders}
      rowKey={(o) => o.id}
      emptyText={t('previews.noReturns')}
    />
  );
}

function PreviewPanel({
  missionId,
  code,
  type,
}: {
  missionId: number;
  code: string;
  type: MissionPreviewType;
}) {
  const { t } = useTranslation('missions');
  const preview = useMissionPreview(missionId, type);
  const download = useDownloadMissionExcel();
  const onExport = async () => {
    try {
      await download.mutateAsync({ id: missionId, code, type });
      toast.success(t('previews.exported'));
    } catch {
      toast.failure(t('previews.exportFailed'));
    }
  };
  return (
    <Stack gap="sm" pt="md">
      <Group justify="flex-end">
        <Button
          variant="light"
          size="sm"
          loading={download.isPending}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
          onClick={() => void onExport()}
        >
          {t(`previews.export.${type}`)}
        </Button>
      </Group>
      {download.isError && <ApiErrorAlert error={download.error} />}
      {preview.isPending && <Skeleton height={160} radius="md" aria-hidden="true" />}
      {preview.isError && <ApiErrorAlert error={preview.error} onRetry={() => void preview.refetch()} />}
      {preview.data?.type === 1 && <OrdersPreview preview={preview.data} />}
      {preview.data?.type === 2 && <MoneyPreview preview={preview.data} />}
      {preview.data?.type === 3 && (
        <>
          <Text size="sm">{t('previews.returnsCount', { count: preview.data.count })}</Text>
          <ReturnsPreview preview={preview.data} />
        </>
      )}
    </Stack>
  );
}

/**
 * spec §7 `mission/previews?id&type` (types 1 to 3) as tabs, each with its spreadsheet
 * (`mission/excel?id&type`). Only the open tab is rendered, so each preview loads when first shown.
 */
export function MissionPreviews({ missionId, code }: { missionId: number; code: string }) {
  const { t } = useTranslation('missions');
  const [active, setActive] = useState<string | null>(tabs[0]!.key);
  return (
    <Tabs value={active} onChange={setActive} keepMounted={false}>
      <Tabs.List aria-label={t('previews.title')}>
        {tabs.map(({ key }) => (
          <Tabs.Tab key={key} value={key}>
            {t(`previews.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ key, type }) => (
        <Tabs.Panel key={key} value={key}>
          <PreviewPanel missionId={missionId} code={code} type={type} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
