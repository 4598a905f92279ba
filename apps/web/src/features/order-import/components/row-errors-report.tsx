import type { ImportRowError } from '@courier/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

interface RowErrorsReportProps {
  /** The server's summary (error_msg), e.g. "3 rows have errors…". */
  message: string;
  rows: readonly ImportRowError[];
}

type Line = ImportRowError & { key: number };

/** The server's per-row report: which row, which column, what is wrong, so the file can be fixed. */
export function RowErrorsReport({ message, rows }: RowErrorsReportProps) {
  const { t } = useTranslation('order-files');
  const lines: Line[] = rows.map((row, key) => ({ ...row, key }));
  const columns: DataTableColumn<Line>[] = [
    { key: 'row', header: t('upload.report.row'), cell: (l) => l.row, rowHeader: true, nowrap: true },
    { key: 'column', header: t('upload.report.column'), cell: (l) => l.column },
    { key: 'message', header: t('upload.report.message'), cell: (l) => l.message },
  ];
  return (
    <Stack gap="sm">
      <Alert
        role="alert"
        color="red"
        variant="light"
        title={t('upload.rowsInvalidTitle')}
        icon={<IconAlertTriangle aria-hidden="true" />}
      >
        <Text size="sm">{message}</Text>
        <Text size="sm">{t('upload.rowsInvalidHint')}</Text>
      </Alert>
      <DataTable caption={t('upload.report.caption')} columns={columns} rows={lines} rowKey={(l) => l.key} />
    </Stack>
  );
}
