import type { OpsTicketDetails } from '@courier/contracts';
import { Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import { useSupportAgents } from '../api/get-support-agents';
import { useAssignOpsTicket } from '../api/assign-ops-ticket';
import { useOpsTicketStatus } from '../api/change-ops-ticket-status';

/** Assign the ticket (to oneself or another agent) and move its status (close, reopen, in progress). */
export function TicketDeskControls({ ticket }: { ticket: OpsTicketDetails }) {
  const { t } = useTranslation('ops-tickets');
  const agents = useSupportAgents();
  const assign = useAssignOpsTicket();
  const status = useOpsTicketStatus();
  const [agent, setAgent] = useState('');
  const assigned = (name: string) => toast.success(t('assign.done', { name }));
  const moveTo = (next: 0 | 1 | 2) =>
    status.mutate(
      { ticket_id: ticket.id, status: next },
      { onSuccess: (r) => toast.success(t('status.done', { status: r.feed.status_name })) },
    );

  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('assign.title')}
        </Title>
        <Text size="sm">
          {t('assign.current')}: {ticket.assigned_user?.name ?? t('nobody')}
        </Text>
        <Button
          variant="light"
          loading={assign.isPending && assign.variables?.staff_id === undefined}
          onClick={() =>
            assign.mutate(
              { ticket_id: ticket.id },
              { onSuccess: (r) => assigned(r.feed.assigned_user?.name ?? '') },
            )
          }
        >
          {t('assign.take')}
        </Button>
        <Group gap="xs" align="end" wrap="nowrap">
          <NativeSelect
            label={t('assign.agent')}
            value={agent}
            onChange={(e) => setAgent(e.currentTarget.value)}
            data={[
              { value: '', label: '—' },
              ...(agents.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
            ]}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="default"
            disabled={agent === ''}
            loading={assign.isPending && assign.variables?.staff_id !== undefined}
            onClick={() =>
              assign.mutate(
                { ticket_id: ticket.id, staff_id: Number(agent) },
                { onSuccess: (r) => assigned(r.feed.assigned_user?.name ?? '') },
              )
            }
          >
            {t('assign.submit')}
          </Button>
        </Group>
        <ApiErrorAlert error={assign.error} />
        <Title order={2} size="h5" mt="xs">
          {t('status.title')}
        </Title>
        <Group gap="xs">
          {ticket.status === 2 ? (
            <Button variant="light" loading={status.isPending} onClick={() => moveTo(0)}>
              {t('status.reopen')}
            </Button>
          ) : (
            <>
              <Button color="gray.8" loading={status.isPending} onClick={() => moveTo(2)}>
                {t('status.close')}
              </Button>
              {ticket.status === 0 && (
                <Button variant="default" loading={status.isPending} onClick={() => moveTo(1)}>
                  {t('status.progress')}
                </Button>
              )}
            </>
          )}
        </Group>
        <ApiErrorAlert error={status.error} />
      </Stack>
    </Card>
  );
}
