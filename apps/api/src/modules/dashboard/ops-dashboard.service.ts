import {
  missionTypes,
  opsChatConversationListQuerySchema,
  staffMayRead,
  type Language,
  type OpsDashboard,
  type OpsMissionListQuery,
} from '@courier/contracts';
import type { StaffContext } from '../../http/staff-guard';
import type { ChatService } from '../chat/chat.service';
import type { TicketsService } from '../tickets/tickets.service';

/** What the orders and missions modules lend (their desk services, typed here by what is used). */
export interface OpsDashboardDeps {
  opsFigures: {
    today(): string;
    orders(lang: Language): Promise<OpsDashboard['orders']>;
    requests(): Promise<OpsDashboard['requests']>;
  };
  opsMissions: { list(query: OpsMissionListQuery, lang: Language): Promise<{ feed_count: number }> };
  tickets: Pick<TicketsService, 'opsList'>;
  chat: Pick<ChatService, 'opsConversations'>;
}

/** One row is enough: every figure here is a desk list's total, read the way the desk reads it. */
const onePage = { page: 1, perPage: 1 };
const chatWaiting = opsChatConversationListQuerySchema.parse({ ...onePage, queue: 'waiting' });
const ticketOpen = 0;

/**
 * The staff dashboard (`GET /api/ops/dashboard`, issue 36 §6, decision 060): each desk's figures, for
 * the desks the caller's role reads (contracts `staffDesks`), the rest null. A figure is the total of
 * the desk list its link opens, so the two cannot disagree.
 */
export function createOpsDashboardService(deps: OpsDashboardDeps) {
  const when = <T>(staff: StaffContext, desk: Parameters<typeof staffMayRead>[1], read: () => Promise<T>) =>
    staffMayRead(staff.role, desk) ? read() : Promise.resolve(null);

  return {
    async figures(staff: StaffContext, lang: Language): Promise<OpsDashboard> {
      const day = deps.opsFigures.today();
      const [orders, requests, missions, tickets, chats] = await Promise.all([
        when(staff, 'orders', () => deps.opsFigures.orders(lang)),
        when(staff, 'orders', () => deps.opsFigures.requests()),
        when(staff, 'missions', async () => ({
          pickups_today: (
            await deps.opsMissions.list({ ...onePage, type: missionTypes.receiving, due_date: day }, lang)
          ).feed_count,
        })),
        when(staff, 'tickets', async () => ({
          waiting: (
            await deps.tickets.opsList(staff, { ...onePage, status: ticketOpen, assigned: 'all' }, lang)
          ).total,
        })),
        when(staff, 'chat', async () => ({
          waiting: (await deps.chat.opsConversations(staff, chatWaiting)).total,
        })),
      ]);
      return { day, orders, requests, missions, tickets, chats };
    },
  };
}

export type OpsDashboardService = ReturnType<typeof createOpsDashboardService>;
