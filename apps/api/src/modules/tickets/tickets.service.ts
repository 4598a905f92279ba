// Over 400 lines (decision 041): the client's and the desk's calls share ten closures over one set of
// dependencies (mapping, images, files, log); the next split is client / desk along that line.
import {
  complaintTypeLabelKey,
  missionStatusByCode,
  missionStatusLabelKey,
  orderStatusByCode,
  orderStatusLabelKey,
  complaintTypes,
  inquiryTypeLabelKey,
  inquiryTypes,
  ticketStatusByCode,
  ticketStatusLabelKey,
  ticketStatuses,
  ticketTypes,
  translate,
  type CreateTicketBody,
  type Language,
  type MessageKey,
  type StoredFile,
  type Ticket,
  type TicketReply,
  type TicketReplyBody,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-guard';
import type { Upload } from '../../http/multipart-files';
import type { StaffContext } from '../../http/staff-guard';
import type { Notifier } from '../../lib/notifier';
import type { FilesService, WrittenFile } from '../files/files.service';
import type { LogRow, ReplyRow, TicketFilter, TicketRow, TicketsRepository } from './tickets.repository';
import { dueTime } from './working-hours';

/** Live events: to a client's users (`client:<id>` room) and to the help desk (`staff` room). */
export interface TicketsLive {
  toClient(clientId: number, event: string, payload: unknown): void;
  toStaff(event: string, payload: unknown): void;
}

/** The support desk answered one of the client's tickets (decision 026), inside the reply's transaction. */
export interface TicketReplied {
  clientId: number;
  code: string;
  replyId: number;
  status: string;
  message: string;
}

export interface TicketsDeps {
  tickets: TicketsRepository;
  files: FilesService;
  transaction: RunInTransaction;
  notifier: Notifier;
  live: TicketsLive;
  clock: Clock;
  /** Told of each desk reply inside its transaction (the webhooks outbox, decision 030). */
  onReplied?: (reply: TicketReplied, tx: Db) => Promise<void>;
  /** Hours within which the desk promises a first answer (working hours). */
  targetHours: number;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const invalid = (field: string, key: MessageKey = 'validation.invalid') =>
  new AppError('VALIDATION_FAILED', { errors: { [field]: [key] } });
export const ticketCode = (id: number) => `T-${id}`;

/**
 * Support tickets (issue 8, decision 026). The client side sees only its client's tickets; a sub-user
 * sees and answers every ticket of its main client (the desk talks to the business, not to one login).
 * Each change writes its log row in the same transaction; files are checked and written before, recorded
 * inside, and removed again if the transaction fails.
 */
export function createTicketsService(deps: TicketsDeps) {
  const { tickets, files, transaction, notifier, live, clock } = deps;

  function subject(row: TicketRow, lang: Language): string {
    const key =
      row.type === ticketTypes.inquiry
        ? row.inquiryTypeId && inquiryTypeLabelKey(row.inquiryTypeId)
        : row.complaintTypeId
          ? complaintTypeLabelKey(row.complaintTypeId, row.complaintTypeTitleId)
          : null;
    // The code is the ticket's `entity_code`, shown beside the subject: never in it too (issue 41.10).
    if (!key) {
      if (row.type === ticketTypes.inquiry) return translate('ticketType.inquiry', lang);
      return translate(
        row.missionComplaint === 1 ? 'tickets.subject.missionComplaint' : 'ticketType.complaint',
        lang,
      );
    }
    const base =
      row.complaintTypeId && row.complaintTypeTitleId ? complaintTypeLabelKey(row.complaintTypeId) : null;
    return base ? `${translate(base, lang)} – ${translate(key, lang)}` : translate(key, lang);
  }

  function toTicket(row: TicketRow, images: StoredFile[], lang: Language): Ticket {
    const status = ticketStatusByCode(row.status);
    return {
      id: row.id,
      code: ticketCode(row.id),
      type: row.type === 2 ? 2 : 1,
      status: ticketStatuses[status],
      status_name: translate(ticketStatusLabelKey(status), lang),
      type_name: translate(row.type === 2 ? 'ticketType.inquiry' : 'ticketType.complaint', lang),
      subject: subject(row, lang),
      description: row.description,
      mission_complaint: row.missionComplaint === 1 ? 1 : 0,
      entity_id: row.entityId,
      entity_code: row.entityCode,
      complaint_type_id: row.complaintTypeId,
      complaint_type_title_id: row.complaintTypeTitleId,
      inquiry_type_id: row.inquiryTypeId,
      seen_by_client: row.seenByClient === 1 ? 1 : 0,
      unread_replies: Number(row.unreadReplies),
      rate: row.rate,
      assigned_user:
        row.assignedStaffId !== null ? { id: row.assignedStaffId, name: row.assignedStaffName ?? '' } : null,
      images,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      last_reply_at: iso(row.lastReplyAt),
    };
  }

  function toOpsTicket(row: TicketRow, images: StoredFile[], lang: Language) {
    return {
      ...toTicket(row, images, lang),
      client_id: row.clientId,
      client_name: row.clientName,
      due_at: row.dueAt.toISOString(),
      overdue: (row.status !== 2 && row.waiting && row.dueAt.getTime() < clock.now().getTime() ? 1 : 0) as
        0 | 1,
      waiting: (row.status !== 2 && row.waiting ? 1 : 0) as 0 | 1,
    };
  }

  async function withImages(rows: TicketRow[]) {
    return files.byOwners(
      'ticket',
      rows.map((r) => r.id),
    );
  }

  async function replies(ticketId: number): Promise<TicketReply[]> {
    const rows = await tickets.replies(ticketId);
    const byReply = await files.byOwners(
      'ticket_reply',
      rows.map((r) => r.id),
    );
    return rows.map((r: ReplyRow) => ({
      id: r.id,
      ticket_id: r.ticketId,
      message: r.message,
      from: r.staffId === null ? 'client' : 'staff',
      author_name: r.authorName,
      seen_by_client: r.seenByClient === 1 ? 1 : 0,
      files: byReply.get(r.id) ?? [],
      created_at: r.createdAt.toISOString(),
    }));
  }

  function toLog(row: LogRow, lang: Language) {
    const text = (() => {
      switch (row.action) {
        case 'assigned':
          return translate('tickets.log.assigned', lang, { name: row.detail ?? '' });
        case 'rated':
          return translate('tickets.log.rated', lang, { rate: row.detail ?? '' });
        case 'status':
          return `${translate('tickets.log.status', lang)}: ${translate(ticketStatusLabelKey(ticketStatusByCode(row.status ?? 0)), lang)}`;
        case 'replied':
          return translate('tickets.log.replied', lang);
        default:
          return translate('tickets.log.created', lang);
      }
    })();
    return {
      id: row.id,
      action: row.action,
      text,
      status: row.status,
      actor_name: row.actorName,
      created_at: row.createdAt.toISOString(),
    };
  }

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

  async function existing(id: number, clientId: number | null): Promise<TicketRow> {
    const row = await tickets.find(id, clientId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Writes the files, runs the work, removes the files again if it fails. */
  async function withFiles<T>(uploads: Upload[], work: (written: WrittenFile[]) => Promise<T>): Promise<T> {
    const written = await files.write(uploads);
    try {
      return await work(written);
    } catch (error) {
      await files.discard(written);
      throw error;
    }
  }

  async function full(id: number, clientId: number | null, lang: Language) {
    const row = await existing(id, clientId);
    const images = (await withImages([row])).get(row.id) ?? [];
    return { row, ticket: toTicket(row, images, lang), images };
  }

  async function list(
    filter: TicketFilter,
    page: { page: number; perPage: number },
    order: 'newest' | 'due',
  ) {
    const { rows, total } = await tickets.list(filter, page, order);
    const images = await withImages(rows);
    return { rows, images, total };
  }

  const paging = (total: number, page: { page: number; perPage: number }) => ({
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.perPage)),
    per_page: page.perPage,
    total,
  });

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

    // ---- the help desk (staff console) ----

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
      return { data: rows.map((r) => toOpsTicket(r, images.get(r.id) ?? [], lang)), ...paging(total, page) };
    },

    async opsShow(_staff: StaffContext, ticketId: number, lang: Language) {
      const row = await existing(ticketId, null);
      const images = (await withImages([row])).get(row.id) ?? [];
      return {
        ...toOpsTicket(row, images, lang),
        replies: await replies(ticketId),
        logs: (await tickets.logs(ticketId)).map((l) => toLog(l, lang)),
        entity: await entityOf(row, lang),
      };
    },

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
      return this.opsShow(staff, ticketId, lang);
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
      return this.opsShow(staff, ticketId, lang);
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
      return this.opsShow(staff, body.ticket_id, lang);
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
