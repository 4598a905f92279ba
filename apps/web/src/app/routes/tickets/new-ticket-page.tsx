import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { TicketWizard } from '@/features/tickets/components/ticket-wizard';

/**
 * `/tickets/new`: the wizard. `?order=<id>&code=<code>` or `?mission=…` (from an order's or a mission's
 * details) starts at the problem with the entity chosen. A new visit starts again at page 1.
 */
export function NewTicketPage() {
  const { t } = useTranslation(['tickets', 'shell']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [key] = useState(() => Date.now());
  const orderId = Number(params.get('order'));
  const missionId = Number(params.get('mission'));
  const code = params.get('code') ?? '';
  const start =
    orderId > 0
      ? { kind: 'order' as const, entity: { id: orderId, code } }
      : missionId > 0
        ? { kind: 'mission' as const, entity: { id: missionId, code } }
        : {};
  return (
    <>
      <BackLink to="/tickets" size="sm" mb="xs">
        {t('list.back')}
      </BackLink>
      <PageHeader title={t('shell:pages.newTicket')} />
      <Alert variant="light" color="blue" mb="md">
        {t('wizard.intro')}
      </Alert>
      <TicketWizard
        key={key}
        start={start}
        onCreated={(id, notDelay) => {
          toast.success(notDelay === 1 ? t('created.onTime') : t('created.nextDay'));
          void navigate(`/tickets/${id}`, { state: { notDelay } });
        }}
      />
    </>
  );
}
