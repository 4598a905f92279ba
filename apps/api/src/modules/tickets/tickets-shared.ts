import type { Language, MessageKey, TicketReply } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Upload } from '../../http/multipart-files';
import type { Notifier } from '../../lib/notifier';
import type { FilesService, WrittenFile } from '../files/files.service';
import { toTicket } from './ticket-mapping';
import type { ReplyRow, TicketFilter, TicketRow, TicketsRepository } from './tickets.repository';

// What the client's calls (tickets-client.service.ts) and the desk's (ops-tickets.service.ts) share:
// their dependencies and the closures over them that find a ticket, its images and replies, a page of
// tickets, and write a change's files.

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

export const invalid = (field: string, key: MessageKey = 'validation.invalid') =>
  new AppError('VALIDATION_FAILED', { errors: { [field]: [key] } });

export const paging = (total: number, page: { page: number; perPage: number }) => ({
  current_page: page.page,
  last_page: Math.max(1, Math.ceil(total / page.perPage)),
  per_page: page.perPage,
  total,
});

export function createTicketsShared({ tickets, files }: Pick<TicketsDeps, 'tickets' | 'files'>) {
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

  return { withImages, replies, existing, withFiles, full, list };
}

export type TicketsShared = ReturnType<typeof createTicketsShared>;
