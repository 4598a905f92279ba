import { z } from 'zod';
import { pageQuerySchema, successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { flag01, requiredId } from './rules';

/**
 * Support tickets (spec §3 Ticket, §4, §7 "Support tickets"): field names exactly as the spec's calls.
 * Statuses keep the spec's colour codes: 0 open (green), 1 in progress (orange), 2 closed (grey).
 */
export const ticketTypes = { complaint: 1, inquiry: 2 } as const;
export type TicketType = keyof typeof ticketTypes;
export const ticketStatuses = { open: 0, in_progress: 1, closed: 2 } as const;
export type TicketStatus = keyof typeof ticketStatuses;
export const ticketStatusCodes = [0, 1, 2] as const;
export const ticketStatusByCode = (code: number): TicketStatus =>
  code === 2 ? 'closed' : code === 1 ? 'in_progress' : 'open';
export const ticketStatusColor = { open: 'green', in_progress: 'orange', closed: 'grey' } as const;
export const ticketStatusLabelKey = (s: TicketStatus): MessageKey => `ticketStatus.${s}`;

/** Complaint types and their titles (sub-types); ids are stable codes. */
export const complaintTypes = [
  {
    id: 1,
    key: 'delivery',
    titles: [
      { id: 11, key: 'late' },
      { id: 12, key: 'damaged' },
      { id: 13, key: 'wrong_address' },
    ],
  },
  {
    id: 2,
    key: 'captain',
    titles: [
      { id: 21, key: 'rude' },
      { id: 22, key: 'no_call' },
    ],
  },
  {
    id: 3,
    key: 'money',
    titles: [
      { id: 31, key: 'wrong_amount' },
      { id: 32, key: 'not_supplied' },
    ],
  },
  { id: 4, key: 'other', titles: [{ id: 41, key: 'other' }] },
] as const;
export const inquiryTypes = [
  { id: 1, key: 'prices' },
  { id: 2, key: 'account' },
  { id: 3, key: 'supply' },
  { id: 4, key: 'other' },
] as const;
export const complaintTypeLabelKey = (typeId: number, titleId?: number | null): MessageKey | null => {
  const type = complaintTypes.find((t) => t.id === typeId);
  if (!type) return null;
  if (titleId == null) return `complaintType.${type.key}` as MessageKey;
  const title = type.titles.find((t) => t.id === titleId);
  return title ? (`complaintType.${type.key}.${title.key}` as MessageKey) : null;
};
export const inquiryTypeLabelKey = (id: number): MessageKey | null => {
  const type = inquiryTypes.find((t) => t.id === id);
  return type ? (`inquiryType.${type.key}` as MessageKey) : null;
};

/** Attachments: at most this many per message, each at most this large (bytes). */
export const maxFilesPerMessage = 5;
export const maxFileBytes = 5 * 1024 * 1024;
export const acceptedFileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const maxMessageLength = 4000;

const m = (key: MessageKey) => ({ error: key, abort: true });
const optionalId = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), requiredId().optional());
/** Free text kept exactly as typed (Arabic, emoji, RTL marks), only trimmed at the ends. */
export const messageText = () =>
  z.preprocess(
    (v) => (v == null ? '' : v),
    z.string(m('validation.invalid')).trim().max(maxMessageLength, m('validation.tooLong')),
  );

export const createTicketBodySchema = z
  .object({
    type: z.coerce
      .number(m('validation.required'))
      .pipe(z.union([z.literal(1), z.literal(2)], m('validation.invalid'))),
    description: z
      .string(m('validation.required'))
      .trim()
      .min(3, m('validation.minLength3'))
      .max(maxMessageLength, m('validation.tooLong')),
    entity_id: optionalId(),
    mission_complaint: z.preprocess((v) => (v === '' || v == null ? 0 : v), flag01()),
    complaint_type_id: optionalId(),
    complaint_type_title_id: optionalId(),
    inquiry_type_id: optionalId(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: MessageKey) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.type === ticketTypes.complaint) {
      if (body.entity_id === undefined) issue('entity_id', 'validation.required');
      if (body.mission_complaint === 1) return;
      if (body.complaint_type_id === undefined) issue('complaint_type_id', 'validation.required');
      else if (!complaintTypeLabelKey(body.complaint_type_id))
        issue('complaint_type_id', 'validation.invalid');
      if (body.complaint_type_title_id === undefined) issue('complaint_type_title_id', 'validation.required');
      else if (
        body.complaint_type_id !== undefined &&
        !complaintTypeLabelKey(body.complaint_type_id, body.complaint_type_title_id)
      )
        issue('complaint_type_title_id', 'validation.invalid');
    } else {
      if (body.inquiry_type_id === undefined) issue('inquiry_type_id', 'validation.required');
      else if (!inquiryTypeLabelKey(body.inquiry_type_id)) issue('inquiry_type_id', 'validation.invalid');
    }
  });
export type CreateTicketBody = z.infer<typeof createTicketBodySchema>;

/** A reply: `image` (files) and/or `message`; file_name and file_size are accepted and recomputed. */
export const ticketReplyBodySchema = z.object({
  ticket_id: requiredId(),
  message: messageText(),
  file_name: z.string().max(300).optional(),
  file_size: z.union([z.string().max(30), z.number()]).optional(),
});
export type TicketReplyBody = z.infer<typeof ticketReplyBodySchema>;

export const ticketListQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], m('validation.invalid')))
      .optional(),
  ),
  id: optionalId(),
  seen_by_client: z.preprocess((v) => (v === '' || v == null ? undefined : v), flag01().optional()),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

export const ticketIdQuerySchema = z.object({ ticket_id: requiredId() });
export const ticketRateBodySchema = z.object({
  ticket_id: requiredId(),
  rate: z.coerce
    .number(m('validation.required'))
    .int(m('validation.invalid'))
    .min(1, m('validation.invalid'))
    .max(5, m('validation.invalid')),
});
export const replySeenBodySchema = z.object({ id: requiredId() });

export const storedFileSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  file_size: z.number().int(),
  mime: z.string(),
  is_image: z.union([z.literal(0), z.literal(1)]),
  /** The authenticated download address (relative to the API channel). */
  url: z.string(),
  /** An image's ~192 px WebP thumbnail (`files/{id}?thumb=1`); null: none (a PDF, or not decodable). */
  thumb_url: z.string().nullable(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

const assignedUserSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const ticketSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  status_name: z.string(),
  type_name: z.string(),
  /** The complaint's type and title, or the inquiry's type, in the caller's language. */
  subject: z.string(),
  description: z.string(),
  mission_complaint: z.union([z.literal(0), z.literal(1)]),
  entity_id: z.number().int().nullable(),
  entity_code: z.string().nullable(),
  complaint_type_id: z.number().int().nullable(),
  complaint_type_title_id: z.number().int().nullable(),
  inquiry_type_id: z.number().int().nullable(),
  seen_by_client: z.union([z.literal(0), z.literal(1)]),
  unread_replies: z.number().int(),
  rate: z.number().int().nullable(),
  assigned_user: assignedUserSchema,
  images: z.array(storedFileSchema),
  created_at: z.string(),
  updated_at: z.string(),
  last_reply_at: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketReplySchema = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  message: z.string(),
  /** Who wrote it: the merchant's side or the help desk. */
  from: z.enum(['client', 'staff']),
  author_name: z.string(),
  seen_by_client: z.union([z.literal(0), z.literal(1)]),
  files: z.array(storedFileSchema),
  created_at: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

export const ticketLogSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  text: z.string(),
  status: z.number().int().nullable(),
  actor_name: z.string(),
  created_at: z.string(),
});

export const ticketTypesResponseSchema = successEnvelope({
  feed: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      titles: z.array(z.object({ id: z.number().int(), title: z.string() })),
    }),
  ),
});
export const inquiryTypesResponseSchema = successEnvelope({
  feed: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export const ticketInstructionsResponseSchema = successEnvelope({
  feed: z.object({ instructions: z.array(z.string()), target_hours: z.number().int() }),
});
export const createTicketResponseSchema = successEnvelope({
  feed: ticketSchema,
  /** 1: within working hours, answered within the target time; 0: answered on the next working day. */
  not_delay: z.union([z.literal(0), z.literal(1)]),
});
export const ticketReplyResponseSchema = successEnvelope({
  feed: z.object({ reply: ticketReplySchema, ticket: ticketSchema }),
});
export const ticketListResponseSchema = successEnvelope({
  feed: z.object({
    data: z.array(ticketSchema),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});
export const ticketShowResponseSchema = successEnvelope({
  feed: ticketSchema.extend({ replies: z.array(ticketReplySchema) }),
});
export const ticketLogResponseSchema = successEnvelope({
  feed: z.object({ logs: z.array(ticketLogSchema) }),
});
export const unreadTicketsResponseSchema = successEnvelope({ feed: z.object({ count: z.number().int() }) });
export type UnreadTicketsResponse = z.infer<typeof unreadTicketsResponseSchema>;
export const ticketRateResponseSchema = successEnvelope({ feed: ticketSchema });

/** The help desk (staff console, /api/ops). */
export const opsTicketListQuerySchema = pageQuerySchema.extend({
  status: ticketListQuerySchema.shape.status,
  /** Everyone's, the caller's, nobody's, or one agent's (a staff id). */
  assigned: z.union([z.enum(['all', 'me', 'none']), requiredId()]).default('all'),
});
export type OpsTicketListQuery = z.input<typeof opsTicketListQuerySchema>;
export const opsTicketSchema = ticketSchema.extend({
  client_id: z.number().int(),
  client_name: z.string(),
  /** When the first answer is due (target time in working hours). */
  due_at: z.string(),
  overdue: z.union([z.literal(0), z.literal(1)]),
  /** Replies by the client the desk has not answered yet. */
  waiting: z.union([z.literal(0), z.literal(1)]),
});
export const opsTicketListResponseSchema = successEnvelope({
  feed: z.object({
    data: z.array(opsTicketSchema),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});
/** The order or mission a complaint is about, with its latest log rows (newest first). */
export const opsTicketEntitySchema = z.object({
  kind: z.enum(['order', 'mission']),
  id: z.number().int(),
  code: z.string(),
  status_name: z.string(),
  logs: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      status_name: z.string().nullable(),
      by: z.string(),
      note: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export const opsTicketShowResponseSchema = successEnvelope({
  feed: opsTicketSchema.extend({
    replies: z.array(ticketReplySchema),
    logs: z.array(ticketLogSchema),
    entity: opsTicketEntitySchema.nullable(),
  }),
});
export type OpsTicketDetails = z.infer<typeof opsTicketShowResponseSchema>['feed'];
export type OpsTicket = z.infer<typeof opsTicketSchema>;
export const opsAssignTicketBodySchema = z.object({
  ticket_id: requiredId(),
  /** Absent: the caller takes it. */
  staff_id: z.preprocess((v) => (v === '' || v == null ? undefined : v), requiredId().optional()),
});
export const opsTicketStatusBodySchema = z.object({
  ticket_id: requiredId(),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], m('validation.invalid'))),
});
export const fileIdParamsSchema = z.object({ id: requiredId() });
/** `GET files/{id}?thumb=1`: the image's thumbnail instead of the file (404 when it has none). */
export const fileQuerySchema = z.object({ thumb: flag01().optional() });
