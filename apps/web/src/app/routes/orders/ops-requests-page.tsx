import { orderRequestStates, type OpsRequest, type OrderRequestState } from '@courier/contracts';
import { SegmentedControl, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';
import { useAnswerRequest } from '@/features/orders/ops/api/answer-request';
import { useOpsRequests } from '@/features/orders/ops/api/get-ops-requests';
import { OpsRequestsTable } from '@/features/orders/ops/components/ops-requests-table';

/** The state shown travels in the URL like a filter (pending when absent), so paging keeps it. */
const stateField = ['state', 'overdue'] as const;

/** /ops/requests: what clients asked (delay, resend, return, urgent, cancel); staff accept or reject each. */
export function OpsRequestsPage() {
  const { t } = useTranslation('ops-orders');
  const labelId = useId();
  const list = useListUrlState(stateField);
  const stateParam = list.filters.state ?? '';
  const state: OrderRequestState = (orderRequestStates as readonly string[]).includes(stateParam)
    ? (stateParam as OrderRequestState)
    : 'pending';
  const overdueOnly = state === 'pending' && list.filters.overdue === '1';
  const requests = useOpsRequests(state, list.page, list.perPage, overdueOnly);
  usePageInRange(list.page, list.perPage, requests.data?.feed_count);
  const answer = useAnswerRequest();
  const [asking, setAsking] = useState<{ request: OpsRequest; accept: boolean } | null>(null);

  const confirm = () => {
    if (!asking) return;
    const { request, accept } = asking;
    answer.mutate(
      { id: request.id, accept },
      {
        onSuccess: () => {
          toast.success(accept ? t('requests.accepted') : t('requests.rejected'));
          setAsking(null);
        },
        onError: (error) => {
          toast.failure(error.message);
          setAsking(null);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('requests.title')} />
      <Text id={labelId} size="sm" fw={500} mb={4}>
        {t('requests.state')}
      </Text>
      <SegmentedControl
        mb="md"
        aria-labelledby={labelId}
        value={state}
        onChange={(next) => list.setFilters(next === 'pending' ? {} : { state: next })}
        data={orderRequestStates.map((s) => ({ value: s, label: t(`requests.states.${s}`) }))}
      />
      {state === 'pending' && (
        <Switch
          mb="md"
          label={t('ops-dashboard:filters.overdueOnly')}
          checked={overdueOnly}
          onChange={(e) => list.setFilters(e.currentTarget.checked ? { overdue: '1' } : {})}
        />
      )}
      <OpsRequestsTable
        requests={requests.data?.feed}
        loading={requests.isFetching}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        paging={list.paging(requests.data?.feed_count ?? 0)}
        onAnswer={(request, accept) => setAsking({ request, accept })}
      />
      {asking && (
        <ConfirmDialog
          opened
          title={asking.accept ? t('requests.acceptTitle') : t('requests.rejectTitle')}
          message={t(asking.accept ? 'requests.acceptMessage' : 'requests.rejectMessage', {
            kind: t(`requests.kinds.${asking.request.kind}`),
            code: asking.request.code,
          })}
          confirmLabel={asking.accept ? t('requests.accept') : t('requests.reject')}
          danger={!asking.accept}
          pending={answer.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
