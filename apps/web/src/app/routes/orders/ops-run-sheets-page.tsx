import { runSheetKinds, runSheetNeeds, type RunSheetKind } from '@courier/contracts';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { downloadRunSheet, useRunSheet } from '@/features/order-print/ops/api/get-run-sheet';
import {
  PickupMissionPicker,
  ReturnsClientPicker,
} from '@/features/order-print/ops/components/manifest-pickers';
import { RunSheet } from '@/features/order-print/ops/components/run-sheet';
import { useOpsCaptains } from '@/lib/lookups/get-ops-captains';
import { selectOptions } from '@/lib/lookups/select-options';
import { useTranslation } from '@/lib/use-translation';

const fieldsOf = (kind: RunSheetKind) => runSheetNeeds[kind] as readonly string[];
const cairoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());

/**
 * /ops/run-sheets (ops): a captain's run sheet of a day, a pickup mission's manifest, a merchant's returns
 * (issue 36 §4): on screen, printed on A4 (Arabic RTL or English, the page's language), or as xlsx. The
 * URL holds the choice, so the scan panel links straight to a captain's sheet of today. Each is chosen
 * from a list: a captain, a day's pickup missions, the merchants with returns waiting.
 */
export function OpsRunSheetsPage() {
  const { t } = useTranslation(['ops-run-sheets', 'ops-orders']);
  const [params, setParams] = useSearchParams();
  const kind = (runSheetKinds as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as RunSheetKind)
    : 'run';
  const asked = Object.fromEntries(fieldsOf(kind).map((f) => [f, params.get(f) ?? '']));
  const complete = fieldsOf(kind).every((f) => asked[f] !== '');
  const [draft, setDraft] = useState<Record<string, string>>({ date: cairoToday(), ...asked });
  const captains = useOpsCaptains(kind === 'run');
  const sheet = useRunSheet(kind, asked, complete);
  const [downloading, setDownloading] = useState(false);

  const show = (nextKind: RunSheetKind, values: Record<string, string>) =>
    setParams({ kind: nextKind, ...Object.fromEntries(fieldsOf(nextKind).map((f) => [f, values[f] ?? ''])) });

  return (
    <>
      <PageHeader title={t('title')} />
      <Stack gap="sm" mb="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            show(kind, draft);
          }}
        >
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('kind')}
              value={kind}
              onChange={(event) => show(event.currentTarget.value as RunSheetKind, draft)}
              data={runSheetKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            />
            {kind === 'run' && (
              <NativeSelect
                label={t('ops-orders:moveDialog.captain')}
                value={draft.captain_id ?? ''}
                onChange={(event) => setDraft({ ...draft, captain_id: event.currentTarget.value })}
                data={selectOptions(t('ops-orders:moveDialog.chooseCaptain'), captains.data)}
              />
            )}
            {/* The run's day, or the day whose pickup missions the picker lists. */}
            {kind !== 'returns' && (
              <TextInput
                type="date"
                label={t('date')}
                dir="ltr"
                value={draft.date ?? ''}
                onChange={(event) => setDraft({ ...draft, date: event.currentTarget.value })}
              />
            )}
            {kind === 'pickup' && (
              <PickupMissionPicker
                day={draft.date ?? ''}
                value={draft.mission_id ?? ''}
                onChange={(id) => setDraft({ ...draft, mission_id: id })}
              />
            )}
            {kind === 'returns' && (
              <ReturnsClientPicker
                value={draft.client_id ?? ''}
                onChange={(id) => setDraft({ ...draft, client_id: id })}
              />
            )}
            <Button type="submit" variant="default">
              {t('show')}
            </Button>
            <Button
              leftSection={<IconPrinter size={18} aria-hidden="true" />}
              disabled={!sheet.data}
              onClick={() => window.print()}
            >
              {t('print')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
              disabled={!sheet.data}
              loading={downloading}
              onClick={() => {
                setDownloading(true);
                void downloadRunSheet(kind, asked).finally(() => setDownloading(false));
              }}
            >
              {t('xlsx')}
            </Button>
          </Group>
        </form>
        {sheet.isError && <ApiErrorAlert error={sheet.error} onRetry={() => void sheet.refetch()} />}
        {sheet.data?.count === 0 && (
          <Alert color="yellow" variant="light" role="status">
            {t('empty')}
          </Alert>
        )}
      </Stack>
      {sheet.data && sheet.data.count > 0 && <RunSheet sheet={sheet.data} />}
    </>
  );
}
