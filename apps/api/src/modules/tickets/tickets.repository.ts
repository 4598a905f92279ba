import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, users } from '../../db/schema/clients-users';
import { missionLogs, missions } from '../../db/schema/missions';
import { orderLogs, orders } from '../../db/schema/orders';
import { staff } from '../../db/schema/staff';
import { ticketLogs, ticketReplies, tickets } from '../../db/schema/support';

export interface TicketRow {
  id: number;
  clientId: number;
  clientName: string;
  type: number;
  status: number;
  description: string;
  missionComplaint: number;
  entityId: number | null;
  entityCode: string | null;
  complaintTypeId: number | null;
  complaintTypeTitleId: number | null;
  inquiryTypeId: number | null;
  assignedStaffId: number | null;
  assignedStaffName: string | null;
  seenByClient: number;
  unreadReplies: number;
  waiting: boolean;
  rate: number | null;
  dueAt: Date;
  lastReplyAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReplyRow {
  id: number;
  ticketId: number;
  message: string;
  staffId: number | null;
  authorName: string;
  seenByClient: number;
  createdAt: Date;
}

export interface LogRow {
  id: number;
  action: string;
  status: number | null;
  actorName: string;
  detail: string | null;
  createdAt: Date;
}

export interface EntityLogRow {
  id: number;
  action: string;
  toStatus: number | null;
  actorName: string;
  note: string | null;
  createdAt: Date;
}
/** The most tickets a list counts (its `total`); 500 pages of 20. */
export const totalCap = 10_000;

export interface TicketFilter {
  clientId: number | null;
  status?: number | undefined;
  id?: number | undefined;
  seenByClient?: number | undefined;
  assignedTo?: number | 'none' | undefined;
}

const unreadReplies = sql<number>`(select count(*)::int from ${ticketReplies} r
  where r.ticket_id = ${tickets.id} and r.seen_by_client = 0 and r.staff_id is not null)`;
/** The client wrote last and the desk has not answered since. */
const waiting = sql<boolean>`coalesce((select r.staff_id is null from ${ticketReplies} r
  where r.ticket_id = ${tickets.id} order by r.id desc limit 1), true)`;

const columns = {
  id: tickets.id,
  clientId: tickets.clientId,
  clientName: clients.name,
  type: tickets.type,
  status: tickets.status,
  description: tickets.description,
  missionComplaint: tickets.missionComplaint,
  entityId: tickets.entityId,
  entityCode: tickets.entityCode,
  complaintTypeId: tickets.complaintTypeId,
  complaintTypeTitleId: tickets.complaintTypeTitleId,
  inquiryTypeId: tickets.inquiryTypeId,
  assignedStaffId: tickets.assignedStaffId,
  assignedStaffName: staff.name,
  seenByClient: tickets.seenByClient,
  unreadReplies,
  waiting,
  rate: tickets.rate,
  dueAt: tickets.dueAt,
  lastReplyAt: tickets.lastReplyAt,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
};

function where(filter: TicketFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.clientId === null ? undefined : eq(tickets.clientId, filter.clientId),
    filter.status === undefined ? undefined : eq(tickets.status, filter.status),
    filter.id === undefined ? undefined : eq(tickets.id, filter.id),
    filter.seenByClient === undefined ? undefined : eq(tickets.seenByClient, filter.seenByClient),
    filter.assignedTo === undefined
      ? undefined
      : filter.assignedTo === 'none'
        ? isNull(tickets.assignedStaffId)
        : eq(tickets.assignedStaffId, filter.assignedTo),
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

/** Which filters are set (and whether `assignedTo` is a person or nobody): one prepared statement each. */
function shapeOf(filter: TicketFilter): string {
  const set = (value: unknown) => (value === undefined || value === null ? '0' : '1');
  const assigned = filter.assignedTo === undefined ? '0' : filter.assignedTo === 'none' ? 'n' : '1';
  return `${set(filter.clientId)}${set(filter.status)}${set(filter.id)}${set(filter.seenByClient)}${assigned}`;
}

/** `where()` with placeholders in place of the values, for a prepared statement of the filter's shape. */
function placeholderWhere(filter: TicketFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.clientId === null ? undefined : eq(tickets.clientId, sql.placeholder('clientId')),
    filter.status === undefined ? undefined : eq(tickets.status, sql.placeholder('status')),
    filter.id === undefined ? undefined : eq(tickets.id, sql.placeholder('id')),
    filter.seenByClient === undefined ? undefined : eq(tickets.seenByClient, sql.placeholder('seenByClient')),
    filter.assignedTo === undefined
      ? undefined
      : filter.assignedTo === 'none'
        ? isNull(tickets.assignedStaffId)
        : eq(tickets.assignedStaffId, sql.placeholder('assignedTo')),
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

/** The values of `placeholderWhere`'s placeholders. */
function placeholderValues(filter: TicketFilter): Record<string, unknown> {
  return {
    clientId: filter.clientId ?? undefined,
    status: filter.status,
    id: filter.id,
    seenByClient: filter.seenByClient,
    assignedTo: filter.assignedTo === 'none' ? undefined : filter.assignedTo,
  };
}

/** The only SQL of tickets: the client id first in every client query. */
export function createTicketsRepository(db: Db) {
  const base = (tx: Db) =>
    tx
      .select(columns)
      .from(tickets)
      .innerJoin(clients, eq(clients.id, tickets.clientId))
      .leftJoin(staff, eq(staff.id, tickets.assignedStaffId));

  /*
   * `ticket/get` and the desk's queue (P13): the statement depends only on which filters are set and the
   * order, so each such shape is built once and prepared by name (at most 48 of them). A request then
   * neither rebuilds it with the query builder nor has PostgreSQL plan it again.
   */
  const lists = new Map<string, ReturnType<typeof buildList>>();
  const counts = new Map<string, ReturnType<typeof buildCount>>();

  function buildCount(filter: TicketFilter, name: string) {
    // Counting stops at `totalCap` (decision 027): a client with 100,000 tickets would otherwise pay a
    // scan of all of them on every page; past the cap nobody pages by number.
    return db
      .select({ total: count() })
      .from(
        db
          .select({ id: tickets.id })
          .from(tickets)
          .where(placeholderWhere(filter))
          .limit(totalCap)
          .as('capped'),
      )
      .prepare(name);
  }

  function buildList(filter: TicketFilter, order: 'newest' | 'due', name: string) {
    const condition = placeholderWhere(filter);
    const sort = order === 'due' ? [asc(tickets.dueAt), asc(tickets.id)] : [desc(tickets.id)];
    // The page's ids first (an index read, however deep), then their columns: the per-row counts are
    // not computed for the rows an OFFSET skips (decision 027).
    const pageIds = db
      .select({ id: tickets.id })
      .from(tickets)
      .where(condition)
      .orderBy(...sort)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const capped = db
      .select({ total: count() })
      .from(db.select({ id: tickets.id }).from(tickets).where(condition).limit(totalCap).as('capped'));
    // One statement for the page and its total (decision 026, P13): each row carries the capped count.
    return db
      .select({ ...columns, total: sql<number>`(${capped})`.mapWith(Number) })
      .from(tickets)
      .innerJoin(clients, eq(clients.id, tickets.clientId))
      .leftJoin(staff, eq(staff.id, tickets.assignedStaffId))
      .where(inArray(tickets.id, pageIds))
      .orderBy(...sort)
      .prepare(name);
  }

  function listQuery(filter: TicketFilter, order: 'newest' | 'due') {
    const key = `${order}_${shapeOf(filter)}`;
    let query = lists.get(key);
    if (!query) lists.set(key, (query = buildList(filter, order, `tickets_list_${key}`)));
    return query;
  }

  function countQuery(filter: TicketFilter) {
    const key = shapeOf(filter);
    let query = counts.get(key);
    if (!query) counts.set(key, (query = buildCount(filter, `tickets_count_${key}`)));
    return query;
  }

  return {
    async insert(tx: Db, values: typeof tickets.$inferInsert): Promise<number> {
      const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
      return row!.id;
    },

    async find(id: number, clientId: number | null, tx: Db = db): Promise<TicketRow | null> {
      const rows = await base(tx).where(where({ clientId, id })).limit(1);
      return rows[0] ?? null;
    },

    /** Locks the ticket row for a change (null: not the client's / unknown). */
    async lock(
      tx: Db,
      id: number,
      clientId: number | null,
    ): Promise<{ status: number; rate: number | null } | null> {
      const rows = await tx
        .select({ status: tickets.status, rate: tickets.rate })
        .from(tickets)
        .where(
          clientId === null ? eq(tickets.id, id) : and(eq(tickets.id, id), eq(tickets.clientId, clientId)),
        )
        .for('update');
      return rows[0] ?? null;
    },

    async list(
      filter: TicketFilter,
      page: { page: number; perPage: number },
      order: 'newest' | 'due' = 'newest',
    ): Promise<{ rows: TicketRow[]; total: number }> {
      const values = {
        ...placeholderValues(filter),
        limit: page.perPage,
        offset: (page.page - 1) * page.perPage,
      };
      const rows = await listQuery(filter, order).execute(values);
      // Only a page past the end (no row to carry the count) pays a second statement.
      const total = rows[0]?.total ?? (await countQuery(filter).execute(values))[0]?.total ?? 0;
      return { rows: rows.map(({ total: _total, ...row }: { total: number } & TicketRow) => row), total };
    },

    async update(tx: Db, id: number, patch: Partial<typeof tickets.$inferInsert>): Promise<void> {
      await tx.update(tickets).set(patch).where(eq(tickets.id, id));
    },

    async insertReply(tx: Db, values: typeof ticketReplies.$inferInsert): Promise<number> {
      const [row] = await tx.insert(ticketReplies).values(values).returning({ id: ticketReplies.id });
      return row!.id;
    },

    async replies(ticketId: number, tx: Db = db): Promise<ReplyRow[]> {
      return tx
        .select({
          id: ticketReplies.id,
          ticketId: ticketReplies.ticketId,
          message: ticketReplies.message,
          staffId: ticketReplies.staffId,
          authorName: sql<string>`coalesce(${staff.name}, ${users.name}, '')`,
          seenByClient: ticketReplies.seenByClient,
          createdAt: ticketReplies.createdAt,
        })
        .from(ticketReplies)
        .leftJoin(staff, eq(staff.id, ticketReplies.staffId))
        .leftJoin(users, eq(users.id, ticketReplies.userId))
        .where(eq(ticketReplies.ticketId, ticketId))
        .orderBy(desc(ticketReplies.id));
    },

    async insertLog(tx: Db, values: typeof ticketLogs.$inferInsert): Promise<void> {
      await tx.insert(ticketLogs).values(values);
    },

    async logs(ticketId: number): Promise<LogRow[]> {
      return db
        .select({
          id: ticketLogs.id,
          action: ticketLogs.action,
          status: ticketLogs.status,
          actorName: ticketLogs.actorName,
          detail: ticketLogs.detail,
          createdAt: ticketLogs.createdAt,
        })
        .from(ticketLogs)
        .where(eq(ticketLogs.ticketId, ticketId))
        .orderBy(desc(ticketLogs.id));
    },

    /** Marks the desk's replies of one ticket seen by the client. */
    async markSeen(tx: Db, clientId: number, ticketId: number): Promise<void> {
      await tx
        .update(ticketReplies)
        .set({ seenByClient: 1 })
        .where(
          and(
            eq(ticketReplies.clientId, clientId),
            eq(ticketReplies.ticketId, ticketId),
            eq(ticketReplies.seenByClient, 0),
          ),
        );
      await tx
        .update(tickets)
        .set({ seenByClient: 1 })
        .where(and(eq(tickets.clientId, clientId), eq(tickets.id, ticketId)));
    },

    async unreadCount(clientId: number): Promise<number> {
      const rows = await db
        .select({ total: count() })
        .from(tickets)
        .where(and(eq(tickets.clientId, clientId), eq(tickets.seenByClient, 0)));
      return rows[0]?.total ?? 0;
    },

    /** The code of the client's own order or mission (null: not theirs or unknown). */
    async entityCode(clientId: number, kind: 'order' | 'mission', id: number): Promise<string | null> {
      const table = kind === 'order' ? orders : missions;
      const rows = await db
        .select({ code: table.code })
        .from(table)
        .where(and(eq(table.id, id), eq(table.clientId, clientId)))
        .limit(1);
      return rows[0]?.code ?? null;
    },

    /** The order or mission a complaint is about, with its latest log rows (for the desk). */
    async entity(
      kind: 'order' | 'mission',
      id: number,
      logLimit: number,
    ): Promise<{ code: string; status: number; logs: EntityLogRow[] } | null> {
      const table = kind === 'order' ? orders : missions;
      const [row] = await db
        .select({ code: table.code, status: table.status })
        .from(table)
        .where(eq(table.id, id))
        .limit(1);
      if (!row) return null;
      const log = kind === 'order' ? orderLogs : missionLogs;
      const owner = kind === 'order' ? orderLogs.orderId : missionLogs.missionId;
      const logs = await db
        .select({
          id: log.id,
          action: log.action,
          toStatus: log.toStatus,
          actorName: log.actorName,
          note: log.note,
          createdAt: log.createdAt,
        })
        .from(log)
        .where(eq(owner, id))
        .orderBy(desc(log.id))
        .limit(logLimit);
      return { code: row.code, status: row.status, logs };
    },

    async staffName(staffId: number): Promise<string | null> {
      const rows = await db
        .select({ name: staff.name })
        .from(staff)
        .where(and(eq(staff.id, staffId), isNull(staff.disabledAt)))
        .limit(1);
      return rows[0]?.name ?? null;
    },

    async userName(userId: number): Promise<string> {
      const rows = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return rows[0]?.name ?? '';
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
