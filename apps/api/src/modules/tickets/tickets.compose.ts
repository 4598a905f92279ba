import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { FilesService } from '../files/files.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { opsTicketsRoutes } from './ops-tickets.routes';
import { createTicketsRepository } from './tickets.repository';
import { ticketsRoutes } from './tickets.routes';
import { createTicketsService, type TicketsLive } from './tickets.service';

export function composeTickets(
  { db, clock, config, transaction }: ComposeKit,
  given: {
    files: FilesService;
    notifier: NotificationsService['notifier'];
    /** A desk's socket events (the realtime links). */
    liveFor: (desk: 'tickets') => TicketsLive;
    webhooks: WebhooksService;
  },
) {
  const { files, notifier, webhooks } = given;
  const live = given.liveFor('tickets');
  const tickets = createTicketsService({
    tickets: createTicketsRepository(db),
    files,
    transaction,
    notifier,
    live,
    clock,
    targetHours: config.TICKET_TARGET_HOURS,
    onReplied: webhooks.ticketReplied,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(ticketsRoutes), { tickets });
  };
  const ops: ScopeRoutes = async (ops) => {
    await ops.register(named(opsTicketsRoutes), { tickets });
  };
  return { tickets, client, ops };
}
