import { attendanceBodySchema, type AttendanceBody } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { DataTable } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { businessDay } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { saveFile } from '@/lib/save-file';
import { exportAttendance } from '../api/export-attendance';
import { useAttendance } from '../api/get-attendance';

/** A date range → days, first in, last out and hours per sub-user on screen, and the same as xlsx. */
export function AttendanceReport() {
  const { t } = useTranslation('team');
  const errorText = useFormError();
  const initial = { date_from: businessDay(new Date(), -6), date_to: businessDay() };
  const [range, setRange] = useState<AttendanceBody>(initial);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const report = useAttendance(range);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AttendanceBody>({ resolver: zodResolver(attendanceBodySchema), defaultValues: initial });

  const f = {
    date_from: register('date_from'),
    date_to: register('date_to'),
  };

  const show = handleSubmit((values) => setRange(values));
  const download = handleSubmit(async (values) => {
    setFailure(null);
    setDownloading(true);
    try {
      const file = await exportAttendance(values);
      saveFile(file.blob, file.fileName ?? `attendance-${values.date_from}-${values.date_to}.xlsx`);
      toast.success(t('attendance.downloaded'));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['date_from', 'date_to'])) setFailure(error);
    } finally {
      setDownloading(false);
    }
  });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} maw={720}>
        <form onSubmit={show} noValidate>
          <Stack gap="md">
            {failure ? <ApiErrorAlert error={failure} /> : null}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                type="date"
                label={t('attendance.dateFrom')}
                required
                error={errorText(errors.date_from)}
                {...f.date_from}
              />
              <TextInput
                type="date"
                label={t('attendance.dateTo')}
                required
                error={errorText(errors.date_to)}
                {...f.date_to}
              />
            </SimpleGrid>
            <Group gap="sm">
              <Button type="submit" leftSection={<IconSearch size={18} aria-hidden="true" />}>
                {t('attendance.show')}
              </Button>
              <Button
                variant="light"
                loading={downloading}
                onClick={() => void download()}
                leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
              >
                {t('attendance.download')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <DataTable
        caption={t('attendance.caption', { from: range.date_from, to: range.date_to })}
        rows={report.data}
        rowKey={(r) => `${r.user_id}-${r.day}`}
        loading={report.isFetching}
        error={report.error}
        onRetry={() => void report.refetch()}
        emptyText={t('attendance.empty')}
        columns={[
          { key: 'name', header: t('attendance.name'), rowHeader: true, cell: (r) => r.name },
          {
            key: 'day',
            header: t('attendance.day'),
            nowrap: true,
            cell: (r) => <span dir="ltr">{r.day}</span>,
          },
          {
            key: 'in',
            header: t('attendance.firstIn'),
            nowrap: true,
            cell: (r) => <span dir="ltr">{r.first_in.slice(11)}</span>,
          },
          {
            key: 'out',
            header: t('attendance.lastOut'),
            nowrap: true,
            cell: (r) => (r.last_out ? <span dir="ltr">{r.last_out.slice(11)}</span> : null),
          },
          { key: 'hours', header: t('attendance.hours'), nowrap: true, cell: (r) => r.hours },
        ]}
      />
    </Stack>
  );
}
