import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import type { DownloadedFile, TransferProgress } from '@/lib/api-client';
import { formatBytes } from '@/lib/format-bytes';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { saveFile } from '@/lib/save-file';
import type { Namespace } from '@/locales/resources';
import { ApiErrorAlert } from './api-error-alert';
import { toast } from './toast';
import { useFormError } from './use-form-error';

/** What the form holds: the two days and an optional choice (a status, a mission type) sent as `type`. */
export interface DateRangeValues {
  date_from: string;
  date_to: string;
  type: string;
}

export interface ExportOptions {
  signal: AbortSignal;
  onProgress: (progress: TransferProgress) => void;
}

interface DateRangeExportFormProps<Out extends { date_from: string; date_to: string }> {
  /** The contracts schema of the export call (the same one the server parses with). */
  schema: z.ZodType<Out>;
  /**
   * The namespace whose `report` texts word the form: dateFrom, dateTo, submit, cancel, preparing,
   * receiving ({{received}}), receivingOf ({{received}}, {{total}}), progressLabel, done and fileName
   * ({{from}}, {{to}}, used when the server does not name the file).
   */
  ns: Namespace;
  /** An optional select sent as `type`, with its own label; its first option should mean "all". */
  choice?: { label: string; options: { value: string; label: string }[] };
  defaultValues: DateRangeValues;
  /** Calls the API (apiDownload) and resolves with the file. */
  onExport: (values: Out, options: ExportOptions) => Promise<DownloadedFile>;
}

/**
 * The date-range → xlsx report (`/reports/AllOrders`, `/reports/Missions`): a range (to ≥ from) and an
 * optional choice; the answer is saved as it arrives. Progress is indeterminate until the first bytes
 * come, then counts them (a percentage when the server sends the size); the download can be cancelled.
 */
export function DateRangeExportForm<Out extends { date_from: string; date_to: string }>({
  schema,
  ns,
  choice,
  defaultValues,
  onExport,
}: DateRangeExportFormProps<Out>) {
  const { t } = useTranslation(ns, { keyPrefix: 'report' });
  const lang = useLanguage();
  const errorText = useFormError();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const [controller, setController] = useState<AbortController | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DateRangeValues, unknown, Out>({
    resolver: zodResolver(schema as unknown as z.ZodType<Out, DateRangeValues>) as Resolver<
      DateRangeValues,
      unknown,
      Out
    >,
    defaultValues,
  });

  const fields = { from: register('date_from'), to: register('date_to'), choice: register('type') };

  const onSubmit = handleSubmit(async (values) => {
    const abort = new AbortController();
    setController(abort);
    setProgress(null);
    setFailure(null);
    setBusy(true);
    try {
      const file = await onExport(values, { signal: abort.signal, onProgress: setProgress });
      saveFile(file.blob, file.fileName ?? t('fileName', { from: values.date_from, to: values.date_to }));
      toast.success(t('done'));
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      if (!aborted && !applyServerFieldErrors(error, setError, ['date_from', 'date_to', 'type'])) {
        setFailure(error);
      }
    } finally {
      setBusy(false);
      setController(null);
    }
  });

  const percent =
    progress?.total && progress.total > 0
      ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
      : null;
  const progressText =
    !progress || progress.loaded === 0
      ? t('preparing')
      : progress.total
        ? t('receivingOf', {
            received: formatBytes(progress.loaded, lang),
            total: formatBytes(progress.total, lang),
          })
        : t('receiving', { received: formatBytes(progress.loaded, lang) });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} maw={720}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure ? <ApiErrorAlert error={failure} /> : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              type="date"
              label={t('dateFrom')}
              required
              error={errorText(errors.date_from)}
              disabled={busy}
              {...fields.from}
            />
            <TextInput
              type="date"
              label={t('dateTo')}
              required
              error={errorText(errors.date_to)}
              disabled={busy}
              {...fields.to}
            />
          </SimpleGrid>
          {choice && (
            <NativeSelect
              label={choice.label}
              data={choice.options}
              error={errorText(errors.type)}
              disabled={busy}
              {...fields.choice}
            />
          )}
          {busy && (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {progressText}
              </Text>
              {percent !== null ? (
                <Progress value={percent} size="lg" radius="xl" aria-label={t('progressLabel')} />
              ) : (
                // Size unknown: an indeterminate bar (no value for assistive technology either).
                <Progress.Root size="lg" radius="xl">
                  <Progress.Section
                    value={100}
                    striped
                    animated
                    withAria={false}
                    role="progressbar"
                    aria-label={t('progressLabel')}
                    aria-valuetext={progressText}
                  />
                </Progress.Root>
              )}
            </Stack>
          )}
          <Group gap="sm">
            <Button
              type="submit"
              loading={busy}
              leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
            >
              {t('submit')}
            </Button>
            {busy && (
              <Button variant="subtle" color="red.9" onClick={() => controller?.abort()}>
                {t('cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
