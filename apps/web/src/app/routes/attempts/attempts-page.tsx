import { SegmentedControl, Stack, Text } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { useAttempts } from '@/features/attempts/api/get-attempts';
import { AttemptFiguresPanel } from '@/features/attempts/components/attempt-figures-panel';
import { AttemptSettingsForm } from '@/features/attempts/components/attempt-settings-form';
import { AttemptsTable } from '@/features/attempts/components/attempts-table';
import { usePageInRange, useListUrlState } from '@/lib/list-url-state';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';

const filterFields = ['state'] as const;

/**
 * `/attempts` (issue 38 §4, decision 068): the failed-attempt centre. The orders waiting for a decision
 * (or the last 30 days' decisions; the choice is in the URL), the default at the deadline, the figures.
 */
export function AttemptsPage() {
  const { t } = useTranslation(['attempts', 'shell']);
  const session = useSession();
  const list = useListUrlState(filterFields);
  const state = list.filters.state === 'decided' ? 'decided' : 'open';
  const { page, perPage } = list;
  const attempts = useAttempts({ state, page, perPage });
  usePageInRange(page, perPage, attempts.isPlaceholderData ? undefined : attempts.data?.feed_count);

  return (
    <Stack gap="lg">
      <div>
        <PageHeader title={t('shell:pages.attempts')} />
        <Text size="sm" maw={760}>
          {t('intro')}
        </Text>
      </div>
      <AttemptSettingsForm canEdit={session?.isMainClient === 1} />
      <Stack gap="xs">
        <SegmentedControl
          aria-label={t('state.label')}
          value={state}
          onChange={(value) => list.setFilters(value === 'decided' ? { state: 'decided' } : {})}
          data={[
            { value: 'open', label: t('state.open') },
            { value: 'decided', label: t('state.decided') },
          ]}
          w="fit-content"
        />
        <AttemptsTable
          key={state}
          state={state}
          rows={attempts.data?.feed}
          days={attempts.data?.days ?? []}
          loading={attempts.isPending || attempts.isPlaceholderData}
          error={attempts.error}
          onRetry={() => void attempts.refetch()}
          paging={list.paging(attempts.data?.feed_count ?? 0)}
        />
      </Stack>
      <AttemptFiguresPanel />
    </Stack>
  );
}
