import {
  complaintTypeLabelKey,
  complaintTypes,
  inquiryTypeLabelKey,
  inquiryTypes,
  ticketStatuses,
  ticketTypes,
  translate,
  type CreateTicketBody,
  type Language,
  type TicketReplyBody,
} from '@courier/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-guard';
import type { Upload } from '../../http/multipart-files';
import { toLog, toTicket } from './ticket-mapping';
import { invalid, paging, type TicketsDeps, type TicketsShared } from './tickets-shared';
import { dueTime } from './working-hours';

// The client's side of support tickets (issue 8, decision 026): its types, opening a ticket, replying,
// its list, one ticket, the log, the rating and the unread count. Only the client's own tickets: a
// sub-user sees and answers every ticket of its main client (the desk talks to the business).

export function createTicketsClient(deps: TicketsDeps, shared: TicketsShared) {
  const { tickets, files, transaction, live, clock } = deps;
  const { existing, withFiles, full, list, replies } = shared;

  return {
    complaintTypes(lang: Language) {
      return complaintTypes.map((t) => ({
        id: t.id,
        title: translate(complaintTypeLabelKey(t.id)!, lang),
        titles: t.titles.map((title) => ({
          id: title.id,
          title: translate(complaintTypeLabelKey(t.id, title.id)!, lang),
        })),
      }));
    },

    inquiryTypes(lang: Language) {
      return inquiryTypes.map((t) => ({ id: t.id, title: translate(inquiryTypeLabelKey(t.id)!, lang) }));
    },

    instructions(lang: Language) {
      const keys = [
        'tickets.instructions.1',
        'tickets.instructions.2',
        'tickets.instructions.3',
        'tickets.instructions.4',
      ] as const;
      return {
        instructions: keys.map((k) => translate(k, lang, { hours: deps.targetHours })),
        target_hours: deps.targetHours,
      };
    },

    async create(session: AuthContext, body: CreateTicketBody, uploads: Upload[], lang: Language) {
      let entityCode: string | null = null;
      if (body.type === ticketTypes.complaint) {
        const kind = body.mission_complaint === 1 ? 'mission' : 'order';
        entityCode = await tickets.entityCode(session.clientId, kind, body.entity_id!);
        if (entityCode === null) throw invalid('entity_id');
      }
      const complaint = body.type === ticketTypes.complaint;
      const { dueAt, notDelay } = dueTime(clock.now(), deps.targetHours);
      const actorName = await tickets.userName(session.userId);
      const id = await withFiles(uploads, (written) =>
        transaction(async (tx: Db) => {
          const id = await tickets.insert(tx, {
            clientId: session.clientId,
            userId: session.userId,
            type: body.type,
            description: body.description,
            missionComplaint: complaint ? body.mission_complaint : 0,
            entityId: complaint ? body.entity_id! : null,
            entityCode,
            complaintTypeId: complaint && body.mission_complaint !== 1 ? body.complaint_type_id! : null,
            complaintTypeTitleId:
              complaint && body.mission_complaint !== 1 ? body.complaint_type_title_id! : null,
            inquiryTypeId: complaint ? null : body.inquiry_type_id!,
            dueAt,
          });
          await files.record(tx, session.clientId, { kind: 'ticket', id }, written);
          await tickets.insertLog(tx, {
            ticketId: id,
            clientId: session.clientId,
            action: 'created',
            status: 0,
            actorName,
          });
          return id;
        }),
      );
      live.toStaff('ticket:changed', { ticket_id: id });
      live.toClient(session.clientId, 'ticket:changed', { ticket_id: id });
      return { feed: (await full(id, session.clientId, lang)).ticket, not_delay: notDelay };
    },

    async reply(session: AuthContext, body: TicketReplyBody, uploads: Upload[], lang: Language) {
      if (body.message === '' && uploads.length === 0) throw invalid('message', 'tickets.messageOrFile');
      await existing(body.ticket_id, session.clientId);
      const actorName = await tickets.userName(session.userId);
      const replyId = await withFiles(uploads, (written) =>
        transaction(async (tx) => {
          const locked = await tickets.lock(tx, body.ticket_id, session.clientId);
          if (!locked) throw new AppError('NOT_FOUND');
          if (locked.status === ticketStatuses.closed) throw new AppError('TICKET_CLOSED');
          const replyId = await tickets.insertReply(tx, {
            ticketId: body.ticket_id,
            clientId: session.clientId,
            userId: session.userId,
            message: body.message,
            seenByClient: 1,
          });
          await files.record(tx, session.clientId, { kind: 'ticket_reply', id: replyId }, written);
          await tickets.update(tx, body.ticket_id, { lastReplyAt: clock.now() });
          await tickets.insertLog(tx, {
            ticketId: body.ticket_id,
            clientId: session.clientId,
            action: 'replied',
            status: locked.status,
            actorName,
          });
          return replyId;
        }),
      );
      live.toStaff('ticket:reply', { ticket_id: body.ticket_id });
      live.toClient(session.clientId, 'ticket:reply', { ticket_id: body.ticket_id });
      const all = await replies(body.ticket_id);
      return {
        feed: {
          reply: all.find((r) => r.id === replyId)!,
          ticket: (await full(body.ticket_id, session.clientId, lang)).ticket,
        },
      };
    },

    async list(
      session: AuthContext,
      query: {
        page: number;
        perPage: number;
        status?: number | undefined;
        id?: number | undefined;
        seen_by_client?: 0 | 1 | undefined;
      },
      lang: Language,
    ) {
      const page = { page: query.page, perPage: query.perPage };
      const { rows, images, total } = await list(
        {
          clientId: session.clientId,
          status: query.status,
          id: query.id,
          seenByClient: query.seen_by_client,
        },
        page,
        'newest',
      );
      return { data: rows.map((r) => toTicket(r, images.get(r.id) ?? [], lang)), ...paging(total, page) };
    },

    /** One ticket with its replies, newest first. Opening it marks the desk's replies seen (`ticket:seen`). */
    async show(session: AuthContext, ticketId: number, lang: Language) {
      const before = await existing(ticketId, session.clientId);
      await transaction((tx) => tickets.markSeen(tx, session.clientId, ticketId));
      // The client's other pages (the header's unread count) learn it at once.
      if (before.seenByClient === 0) live.toClient(session.clientId, 'ticket:seen', { ticket_id: ticketId });
      const { ticket } = await full(ticketId, session.clientId, lang);
      return { ...ticket, replies: await replies(ticketId) };
    },

    async log(session: AuthContext, ticketId: number, lang: Language) {
      await existing(ticketId, session.clientId);
      return { logs: (await tickets.logs(ticketId)).map((l) => toLog(l, lang)) };
    },

    async rate(session: AuthContext, ticketId: number, rate: number, lang: Language) {
      const actorName = await tickets.userName(session.userId);
      await transaction(async (tx) => {
        const locked = await tickets.lock(tx, ticketId, session.clientId);
        if (!locked) throw new AppError('NOT_FOUND');
        if (locked.status !== ticketStatuses.closed) throw new AppError('TICKET_NOT_CLOSED');
        if (locked.rate !== null) throw new AppError('TICKET_ALREADY_RATED');
        await tickets.update(tx, ticketId, { rate });
        await tickets.insertLog(tx, {
          ticketId,
          clientId: session.clientId,
          action: 'rated',
          status: locked.status,
          actorName,
          detail: String(rate),
        });
      });
      live.toStaff('ticket:changed', { ticket_id: ticketId });
      return (await full(ticketId, session.clientId, lang)).ticket;
    },

    async unread(session: AuthContext) {
      return { count: await tickets.unreadCount(session.clientId) };
    },

    async replySeen(session: AuthContext, ticketId: number) {
      await existing(ticketId, session.clientId);
      await transaction((tx) => tickets.markSeen(tx, session.clientId, ticketId));
      live.toClient(session.clientId, 'ticket:seen', { ticket_id: ticketId });
    },
  };
}
