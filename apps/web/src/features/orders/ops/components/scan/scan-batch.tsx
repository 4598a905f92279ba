import { formatMoney, type ScannedOrder } from '@courier/contracts';
import { ActionIcon, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

export interface BatchRow {
  /** The code as scanned (a bar code or the order code) until the check names the order. */
  code: string;
  state: 'checking' | 'accepted';
  order?: ScannedOrder;
}

export interface RefusedScan {
  id: number;
  code: string;
  message: string;
}

interface ScanBatchProps {
  rows: readonly BatchRow[];
  refused: readonly RefusedScan[];
  onRemove: (code: string) => void;
}

/**
 * The batch as it grows, newest first: each accepted parcel in green with what to check on its label
 * (receiver, area, COD), a row being checked in grey; refused scans in red with their reason in words.
 */
export function ScanBatch({ rows, refused, onRemove }: ScanBatchProps) {
  const { t } = useTranslation('ops-orders');
  return (
    <Stack gap="xs">
      {refused.length > 0 && (
        <Stack gap={4} aria-label={t('scan.refusedTitle')} role="list">
          {refused.map((r) => (
            <Text key={r.id} size="sm" c="red.8" role="listitem" data-scan="refused">
              <bdi dir="ltr">{r.code}</bdi>: {r.message}
            </Text>
          ))}
        </Stack>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing={4} fz="sm" aria-label={t('scan.batchTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.code')}</Table.Th>
                <Table.Th>{t('scan.receiver')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('scan.area')}</Table.Th>
                <Table.Th>{t('scan.cod')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('scan.remove')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={row.code}
                  data-scan={row.state}
                  bg={row.state === 'accepted' ? 'var(--mantine-color-green-light)' : undefined}
                >
                  <Table.Td>
                    <bdi dir="ltr">{row.order?.code ?? row.code}</bdi>
                  </Table.Td>
                  <Table.Td>
                    {row.order ? (
                      row.order.receiver
                    ) : (
                      <Badge color="gray" variant="light" size="sm">
                        {t('scan.checking')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    {row.order ? `${row.order.governorate} · ${row.order.area}` : ''}
                  </Table.Td>
                  <Table.Td>
                    {row.order && <bdi dir="ltr">{formatMoney(row.order.amount_to_be_collected)}</bdi>}
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-label={t('scan.removeCode', { code: row.order?.code ?? row.code })}
                        onClick={() => onRemove(row.code)}
                      >
                        <IconX size={14} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
