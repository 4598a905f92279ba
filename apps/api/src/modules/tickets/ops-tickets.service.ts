import {
  missionStatusByCode,
  missionStatusLabelKey,
  orderStatusByCode,
  orderStatusLabelKey,
  ticketStatusByCode,
  ticketStatuses,
  translate,
  type Language,
  type TicketReplyBody,
} from '@courier/contracts';
import { AppError } from '../../http/app-error';
import type { Upload } from '../../http/multipart-files';
import type { StaffContext } from '../../http/staff-guard';
import { ticketCode, toLog, toOpsTicket } from './ticket-mapping';
import type { TicketRow } from './tickets.repository';
import { invalid, paging, type TicketsDeps, type TicketsShared } from './tickets-shared';

// The help desk's side of support tickets (the ops console, decision 026): every client's tickets by
// due time, one ticket with its replies, log and the order or mission it is about, assigning, the
// status, and the desk's reply (notified to the client, told to the webhooks outbox).

export function createOpsTickets(deps: TicketsDeps, shared: TicketsShared) {
  const { tickets, files, transaction, notifier, live, clock } = deps;
  const { existing, withFiles, withImages, list, replies } = shared;

  /** The order or mission a complaint is about, with its log, for the desk (null for an inquiry). */
  async function entityOf(row: TicketRow, lang: Language) {
    if (row.entityId === null) return null;
    const kind = row.missionComplaint === 1 ? ('mission' as const) : ('order' as const);
    const found = await tickets.entity(kind, row.entityId, 50);
    if (!found) return null;
    const statusName = (code: number) => {
      const order = kind === 'order' ? orderStatusByCode(code) : undefined;
      const mission = kind === 'mission' ? missionStatusByCode(code) : undefined;
      const key = order ? orderStatusLabelKey(order) : mission ? missionStatusLabelKey(mission) : null;
      return key ? translate(key, lang) : String(code);
    };
    return {
      kind,
      id: row.entityId,
      code: found.code,
      status_name: statusName(found.status),
      logs: found.logs.map((l) => ({
        id: l.id,
        action: l.action,
        status_name: l.toStatus === null ? null : statusName(l.toStatus),
        by: l.actorName,
        note: l.note,
        created_at: l.createdAt.toISOString(),
      })),
    };
  }

  async function opsShow(_staff: StaffContext, ticketId: number, lang: Language) {
    const row = await existing(ticketId, null);
    const images = (await withImages([row])).get(row.id) ?? [];
    return {
      ...toOpsTicket(row, images, lang, clock.now()),
      replies: await replies(ticketId),
      logs: (await tickets.logs(ticketId)).map((l) => toLog(l, lang)),
      entity: await entityOf(row, lang),
    };
  }

  return {
    async opsList(
      staff: StaffContext,
      query: {
        page: number;
        perPage: number;
        status?: number | undefined;
        assigned: 'all' | 'me' | 'none' | number;
      },
      lang: Language,
    ) {
      const page = { page: query.page, perPage: query.perPage };
      const assignedTo =
        query.assigned === 'me' ? staff.staffId : query.assigned === 'all' ? undefined : query.assigned;
      const { rows, images, total } = await list(
        { clientId: null, status: query.status, assignedTo },
        page,
        'due',
      );
      return {
        data: rows.map((r) => toOpsTicket(r, images.get(r.id) ?? [], lang, clock.now())),
        ...paging(total, page),
      };
    },

    opsShow,

    async opsAssign(staff: StaffContext, ticketId: number, staffId: number | undefined, lang: Language) {
      const assignee = staffId ?? staff.staffId;
      const name = await tickets.staffName(assignee);
      if (name === null) throw invalid('staff_id');
      const row = await existing(ticketId, null);
      await transaction(async (tx) => {
        const locked = await tickets.lock(tx, ticketId, null);
        if (!locked) throw new AppError('NOT_FOUND');
        const status = locked.status === ticketStatuses.open ? ticketStatuses.in_progress : locked.status;
        await tickets.update(tx, ticketId, { assignedStaffId: assignee, status });
        await tickets.insertLog(tx, {
          ticketId,
          clientId: row.clientId,
          action: 'assigned',
          status,
          actorName: staff.name,
          detail: name,
        });
      });
      live.toStaff('ticket:changed', { ticket_id: ticketId });
      live.toClient(row.clientId, 'ticket:changed', { ticket_id: ticketId });
      return opsShow(staff, ticketId, lang);
    },

    async opsStatus(staff: StaffContext, ticketId: number, status: 0 | 1 | 2, lang: Language) {
      const row = await existing(ticketId, null);
      await transaction(async (tx) => {
        const locked = await tickets.lock(tx, ticketId, null);
        if (!locked) throw new AppError('NOT_FOUND');
        if (locked.status === status) throw new AppError('ACTION_ALREADY_EXECUTED');
        await tickets.update(tx, ticketId, {
          status,
          closedAt: status === ticketStatuses.closed ? clock.now() : null,
        });
        await tickets.insertLog(tx, {
          ticketId,
          clientId: row.clientId,
          action: 'status',
          status,
          actorName: staff.name,
        });
      });
      live.toStaff('ticket:changed', { ticket_id: ticketId });
      live.toClient(row.clientId, 'ticket:changed', { ticket_id: ticketId });
      return opsShow(staff, ticketId, lang);
    },

    /** A desk reply: the client is notified (ticket_reply) and its unread count rises, live. */
    async opsReply(staff: StaffContext, body: TicketReplyBody, uploads: Upload[], lang: Language) {
      if (body.message === '' && uploads.length === 0) throw invalid('message', 'tickets.messageOrFile');
      const row = await existing(body.ticket_id, null);
      let push: () => void = () => undefined;
      await withFiles(uploads, (written) =>
        transaction(async (tx) => {
          const locked = await tickets.lock(tx, body.ticket_id, null);
          if (!locked) throw new AppError('NOT_FOUND');
          if (locked.status === ticketStatuses.closed) throw new AppError('TICKET_CLOSED');
          const replyId = await tickets.insertReply(tx, {
            ticketId: body.ticket_id,
            clientId: row.clientId,
            staffId: staff.staffId,
            message: body.message,
            seenByClient: 0,
          });
          await files.record(tx, row.clientId, { kind: 'ticket_reply', id: replyId }, written);
          const status = locked.status === ticketStatuses.open ? ticketStatuses.in_progress : locked.status;
          await tickets.update(tx, body.ticket_id, {
            lastReplyAt: clock.now(),
            seenByClient: 0,
            status,
            ...(row.assignedStaffId === null ? { assignedStaffId: staff.staffId } : {}),
          });
          await tickets.insertLog(tx, {
            ticketId: body.ticket_id,
            clientId: row.clientId,
            action: 'replied',
            status,
            actorName: staff.name,
          });
          await deps.onReplied?.(
            {
              clientId: row.clientId,
              code: ticketCode(row.id),
              replyId,
              status: ticketStatusByCode(status),
              message: body.message,
            },
            tx,
          );
          push = await notifier.record(tx, [
            {
              clientId: row.clientId,
              type: 'ticket_reply',
              messageKey: 'tickets.notify.reply',
              params: { code: ticketCode(row.id) },
              subject: { kind: 'ticket', id: row.id, code: ticketCode(row.id) },
            },
          ]);
        }),
      );
      push();
      live.toClient(row.clientId, 'ticket:reply', { ticket_id: body.ticket_id });
      live.toStaff('ticket:reply', { ticket_id: body.ticket_id });
      return opsShow(staff, body.ticket_id, lang);
    },
  };
}
