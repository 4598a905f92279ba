import type { OpsShipmentDetails, OpsShipmentEvent } from '@courier/contracts';
import { ActionIcon, Button, Group, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { BackLink } from '@/components/ui/back-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { DetailSection } from '@/components/ui/detail-section';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { opsPaths } from '@/config/ops-paths';
import { useChangeShipment } from '@/features/tracking/ops/api/change-shipment';
import { useShipment } from '@/features/tracking/ops/api/get-shipment';
import { EventFormDialog } from '@/features/tracking/ops/components/event-form-dialog';
import { ShipmentFormDialog } from '@/features/tracking/ops/components/shipment-form-dialog';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** /ops/tracking/:id: one shipment, its events newest first; edit or delete it, append or delete events. */
export function OpsShipmentPage() {
  const { t } = useTranslation(['ops', 'ops-tracking']);
  const shipment = useShipment(Number(useParams().id));
  return (
    <>
      <BackLink to={opsPaths.tracking.path} mb="xs">
        {t('ops-tracking:back')}
      </BackLink>
      {shipment.isPending ? (
        <>
          <PageHeader title={t('ops:pages.shipment')} />
          <LoadingBlocks heights={[120, 240]} />
        </>
      ) : shipment.error ? (
        <>
          <PageHeader title={t('ops:pages.shipment')} />
          <ApiErrorAlert error={shipment.error} onRetry={() => void shipment.refetch()} />
        </>
      ) : (
        <ShipmentView shipment={shipment.data} />
      )}
    </>
  );
}

type Open = 'edit' | 'delete' | 'addEvent' | { deleteEvent: OpsShipmentEvent } | null;

function ShipmentView({ shipment }: { shipment: OpsShipmentDetails }) {
  const { t } = useTranslation('ops-tracking');
  const lang = useLanguage();
  const navigate = useNavigate();
  const change = useChangeShipment();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const remove = () =>
    change.mutate(
      { kind: 'delete', id: shipment.id },
      {
        onSuccess: () => {
          toast.success(t('done.deleted', { code: shipment.code }));
          void navigate(opsPaths.tracking.path);
        },
        onError: (error) => toast.failure(error.message),
      },
    );
  const removeEvent = (event: OpsShipmentEvent) =>
    change.mutate(
      { kind: 'deleteEvent', id: shipment.id, eventId: event.id },
      {
        onSuccess: () => {
          close();
          toast.success(t('done.eventDeleted'));
        },
        onError: (error) => toast.failure(error.message),
      },
    );

  return (
    <>
      <PageHeader title={shipment.code}>
        <Group gap="xs">
          <Button variant="default" onClick={() => setOpen('edit')}>
            {t('actions.edit')}
          </Button>
          <Button color="red.9" variant="outline" onClick={() => setOpen('delete')}>
            {t('actions.delete')}
          </Button>
        </Group>
      </PageHeader>
      <Stack gap="md">
        <DetailSection
          title={t('sections.shipment')}
          fields={[
            { label: t('fields.carrier'), value: shipment.carrier },
            { label: t('fields.status'), value: shipment.status },
            { label: t('fields.origin'), value: shipment.origin },
            { label: t('fields.destination'), value: shipment.destination },
            {
              label: t('fields.client_id'),
              value: shipment.client_id === null ? t('anyClient') : shipment.client_id,
            },
          ]}
        />
        <section>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              {t('sections.events')}
            </Title>
            <Button onClick={() => setOpen('addEvent')}>{t('actions.addEvent')}</Button>
          </Group>
          <DataTable
            caption={t('sections.events')}
            rows={shipment.events}
            rowKey={(e) => e.id}
            emptyText={t('noEvents')}
            columns={[
              {
                key: 'time',
                header: t('events.time'),
                rowHeader: true,
                nowrap: true,
                cell: (e) => <time dateTime={e.time}>{formatDateTime(e.time, lang)}</time>,
              },
              { key: 'status', header: t('events.status'), cell: (e) => e.status },
              {
                key: 'description',
                header: t('events.description'),
                cell: (e) => (lang === 'ar' ? e.description_ar : e.description_en),
              },
              { key: 'location', header: t('events.location'), cell: (e) => e.location },
              {
                key: 'actions',
                header: t('columns.actions'),
                pinned: true,
                cell: (e) => (
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    aria-label={t('actions.deleteEvent', { time: formatDateTime(e.time, lang) })}
                    onClick={() => setOpen({ deleteEvent: e })}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                ),
              },
            ]}
          />
        </section>
      </Stack>
      {open === 'edit' && <ShipmentFormDialog shipment={shipment} onSaved={close} onClose={close} />}
      {open === 'addEvent' && (
        <EventFormDialog shipmentId={shipment.id} code={shipment.code} onClose={close} />
      )}
      <ConfirmDialog
        opened={open === 'delete'}
        title={t('actions.delete')}
        message={t('confirmDelete', { code: shipment.code })}
        confirmLabel={t('actions.delete')}
        danger
        pending={change.isPending}
        onConfirm={remove}
        onClose={close}
      />
      {open !== null && typeof open === 'object' && (
        <ConfirmDialog
          opened
          title={t('actions.deleteEventTitle')}
          message={t('confirmDeleteEvent', {
            time: formatDateTime(open.deleteEvent.time, lang),
            status: open.deleteEvent.status,
          })}
          confirmLabel={t('actions.deleteEventTitle')}
          danger
          pending={change.isPending}
          onConfirm={() => removeEvent(open.deleteEvent)}
          onClose={close}
        />
      )}
    </>
  );
}
