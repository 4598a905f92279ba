import { z } from 'zod';
import { pageQuerySchema, successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { filterId, filterText } from './orders';
import { flag01, requiredId } from './rules';
import { messageText, storedFileSchema } from './tickets';

/**
 * Chat about an order or a mission (spec §3 "Conversation message", §7 "Chat"; decision 027), between the
 * client's users and the help desk. Field names exactly as the spec's calls; files as tickets (`image`
 * parts are not special here: every file part of a message is taken, up to `maxFilesPerMessage`).
 */
const m = (key: MessageKey) => ({ error: key, abort: true });

export const chatKinds = ['order', 'mission'] as const;
export type ChatKind = (typeof chatKinds)[number];

// The chat's live events (chatMessageEvent, ...) are in realtime-events.ts, without zod.

const readFilter = () => z.preprocess((v) => (v === '' || v == null ? undefined : v), flag01().optional());

/**
 * `POST conversations?max_message_id&page&is_read&code` (orders) and `POST mission_conversations` (the
 * same query, missions): the caller's chats with at least one message, the latest activity first.
 * `max_message_id` anchors the pages (only chats whose last message id is at most it), so messages
 * arriving while the user pages do not shift them; `is_read` 0 keeps the unread ones, 1 the read ones;
 * `code` finds the order's or the mission's code.
 */
export const chatConversationListQuerySchema = pageQuerySchema.extend({
  max_message_id: filterId(),
  is_read: readFilter(),
  code: filterText(30),
});
export type ChatConversationListQuery = z.infer<typeof chatConversationListQuerySchema>;

/** The desk's queue filters: chats waiting for an answer, every chat, or the caller's. */
export const opsChatQueues = ['waiting', 'all', 'mine'] as const;
export type OpsChatQueue = (typeof opsChatQueues)[number];

/**
 * The desk's queue: both kinds (or one), every client, the longest-waiting first (the client's last
 * message unanswered since `waiting_since`), then the latest activity. `queue`: `waiting` keeps the
 * unanswered chats, `mine` those assigned to the caller, `all` (default) every chat.
 */
export const opsChatConversationListQuerySchema = chatConversationListQuerySchema.extend({
  kind: z.enum(['all', ...chatKinds]).default('all'),
  queue: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(opsChatQueues).default('all')),
});
export type OpsChatConversationListQuery = z.infer<typeof opsChatConversationListQuerySchema>;

/** Older messages: those before `before_id` (absent: the latest). */
const beforeId = () => filterId();

/** `POST order/messages?id`: the order's chat (its id), newest page; reading it clears the unread count. */
export const orderMessagesQuerySchema = z.object({ id: requiredId(), before_id: beforeId() });
/** `POST mission/messages?mission_code`. */
export const missionMessagesQuerySchema = z.object({
  mission_code: z
    .union([z.string(), z.number()], m('validation.required'))
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, m('validation.required')).max(30, m('validation.tooLong'))),
  before_id: beforeId(),
});
export const opsChatMessagesQuerySchema = z.object({
  conversation_id: requiredId(),
  before_id: beforeId(),
});

const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : v),
    z.coerce
      .number(m('validation.invalid'))
      .refine((n) => Number.isFinite(n) && Math.abs(n) <= limit, m('validation.invalid'))
      .optional(),
  );

/**
 * A message's fields (spec §7 push-message): `message`, files (any file part), `file_name` and
 * `file_size` (accepted and recomputed from the bytes), and the optional location `latitude` +
 * `longitude` (both or neither). Text, a file or a location: at least one (checked with the files).
 */
const messageFields = {
  message: messageText(),
  file_name: z.string().max(300).optional(),
  file_size: z.union([z.string().max(30), z.number()]).optional(),
  latitude: coordinate(90),
  longitude: coordinate(180),
};
const bothOrNeither = (
  body: { latitude?: number | undefined; longitude?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if ((body.latitude === undefined) !== (body.longitude === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [body.latitude === undefined ? 'latitude' : 'longitude'],
      message: 'validation.required',
    });
};

export const pushOrderMessageBodySchema = z
  .object({ id: requiredId(), ...messageFields })
  .superRefine(bothOrNeither);
export const pushMissionMessageBodySchema = z
  .object({ mission_code: missionMessagesQuerySchema.shape.mission_code, ...messageFields })
  .superRefine(bothOrNeither);
export const opsPushChatMessageBodySchema = z
  .object({ conversation_id: requiredId(), ...messageFields })
  .superRefine(bothOrNeither);
export type ChatMessageFields = {
  message: string;
  latitude?: number | undefined;
  longitude?: number | undefined;
};

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  message: z.string(),
  /** Who wrote it: the merchant's side or the help desk. */
  from: z.enum(['client', 'staff']),
  author_name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  files: z.array(storedFileSchema),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(chatKinds),
  /** The order's id or the mission's id, and its code. */
  subject_id: z.number().int(),
  code: z.string(),
  last_message: z.string().nullable(),
  last_message_id: z.number().int(),
  last_message_at: z.string().nullable(),
  /** Messages the caller's side has not read. */
  unread: z.number().int(),
  client_id: z.number().int(),
  client_name: z.string(),
  /** Since when the client's last message waits for the desk (null: answered). */
  waiting_since: z.string().nullable(),
  /** The support agent who has the chat (null: nobody yet). */
  assigned_user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatConversationListResponseSchema = successEnvelope({
  feed: z.object({
    data: z.array(chatConversationSchema),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** The anchor of these pages (send it back as max_message_id for the next ones). */
    max_message_id: z.number().int(),
    /** Chats of this kind with unread messages (the navigation's count). */
    unread_conversations: z.number().int(),
  }),
});
export type ChatConversationListResponse = z.infer<typeof chatConversationListResponseSchema>;
export type ChatConversationList = ChatConversationListResponse['feed'];

/**
 * `POST chat/unread` (not in the spec; decision 027 amendment): the caller's chats, orders and missions
 * together, with unread desk messages, for the navigation's count. One indexed count.
 */
export const chatUnreadResponseSchema = successEnvelope({ feed: z.object({ count: z.number().int() }) });
export type ChatUnreadResponse = z.infer<typeof chatUnreadResponseSchema>;

/** `POST /api/ops/chat/assign {conversation_id, staff_id?}`: to a support agent; absent: the caller takes it. */
export const opsAssignChatBodySchema = z.object({
  conversation_id: requiredId(),
  staff_id: z.preprocess((v) => (v === '' || v == null ? undefined : v), requiredId().optional()),
});
export type OpsAssignChatBody = z.input<typeof opsAssignChatBodySchema>;
export const opsAssignChatResponseSchema = successEnvelope({
  feed: z.object({ conversation: chatConversationSchema }),
});
export type OpsAssignChatResponse = z.infer<typeof opsAssignChatResponseSchema>;

/** One chat: the conversation and a page of its messages, oldest first; `has_more`: older ones exist. */
export const chatMessagesResponseSchema = successEnvelope({
  feed: z.object({
    conversation: chatConversationSchema,
    messages: z.array(chatMessageSchema),
    has_more: z.union([z.literal(0), z.literal(1)]),
  }),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;
export type ChatThread = ChatMessagesResponse['feed'];

export const pushChatMessageResponseSchema = successEnvelope({
  feed: z.object({ conversation: chatConversationSchema, message: chatMessageSchema }),
});
export type PushChatMessageResponse = z.infer<typeof pushChatMessageResponseSchema>;

/** The `chat:message` event's payload (the same message the sender's answer carries). */
export interface ChatMessagePush {
  conversation: ChatConversation;
  message: ChatMessage;
}
/** The `chat:read` event's payload. */
export interface ChatReadPush {
  conversation_id: number;
  side: 'client' | 'staff';
}

/** The map link of a message's location (OpenStreetMap, no key, no tracking script). */
export const chatMapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
