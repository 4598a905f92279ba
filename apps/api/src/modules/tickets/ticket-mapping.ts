import {
  complaintTypeLabelKey,
  inquiryTypeLabelKey,
  ticketStatusByCode,
  ticketStatusLabelKey,
  ticketStatuses,
  ticketTypes,
  translate,
  type Language,
  type StoredFile,
  type Ticket,
} from '@courier/contracts';
import type { LogRow, TicketRow } from './tickets.repository';

// A ticket's row and log row as the API answers them: shared by the client's calls and the desk's.

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
export const ticketCode = (id: number) => `T-${id}`;

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

export function toTicket(row: TicketRow, images: StoredFile[], lang: Language): Ticket {
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

/** The desk's view: the client, the promised time and whether the desk owes an answer (at `now`). */
export function toOpsTicket(row: TicketRow, images: StoredFile[], lang: Language, now: Date) {
  return {
    ...toTicket(row, images, lang),
    client_id: row.clientId,
    client_name: row.clientName,
    due_at: row.dueAt.toISOString(),
    overdue: (row.status !== 2 && row.waiting && row.dueAt.getTime() < now.getTime() ? 1 : 0) as 0 | 1,
    waiting: (row.status !== 2 && row.waiting ? 1 : 0) as 0 | 1,
  };
}

export function toLog(row: LogRow, lang: Language) {
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
