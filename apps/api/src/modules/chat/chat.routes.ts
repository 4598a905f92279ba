import {
  chatConversationListQuerySchema,
  chatConversationListResponseSchema,
  chatMessagesResponseSchema,
  chatUnreadResponseSchema,
  missionMessagesQuerySchema,
  orderMessagesQuerySchema,
  pushChatMessageResponseSchema,
  pushMissionMessageBodySchema,
  pushOrderMessageBodySchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import { acceptMultipartFiles } from '../../http/multipart-files';
import type { ChatService } from './chat.service';

const tags = ['chat'];
const files = 'files: up to 5 (JPEG, PNG, WebP, PDF; 5 MB each)';

/** Spec §7 "Chat" under /api/client: the client's chats about its own orders and missions. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  await acceptMultipartFiles(app);

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        summary:
          'Order chats with messages, the latest first; max_message_id anchors the pages, is_read 0/1, code',
        querystring: chatConversationListQuerySchema,
        response: { 200: chatConversationListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await chat.conversations(sessionOf(request), 'order', request.query),
    }),
  );

  app.post(
    '/chat/unread',
    {
      schema: {
        tags,
        summary:
          'Chats (orders and missions) with unread desk messages: the navigation’s count (not in the spec)',
        response: { 200: chatUnreadResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await chat.unreadCount(sessionOf(request)) }),
  );

  app.post(
    '/mission_conversations',
    {
      schema: {
        tags,
        summary: 'Mission chats with messages (the same query as conversations)',
        querystring: chatConversationListQuerySchema,
        response: { 200: chatConversationListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await chat.conversations(sessionOf(request), 'mission', request.query),
    }),
  );

  app.post(
    '/order/messages',
    {
      schema: {
        tags,
        summary:
          'An order’s chat (order id): the latest 50 messages, oldest first (before_id: older); marks it read',
        querystring: orderMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await chat.messages(
        sessionOf(request),
        'order',
        { id: request.query.id },
        request.query.before_id,
      ),
    }),
  );

  app.post(
    '/mission/messages',
    {
      schema: {
        tags,
        summary: 'A mission’s chat (mission code), as order/messages',
        querystring: missionMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await chat.messages(
        sessionOf(request),
        'mission',
        { code: request.query.mission_code },
        request.query.before_id,
      ),
    }),
  );

  app.post(
    '/order/push-message',
    {
      schema: {
        tags,
        summary: `A message about an order (id): message, ${files}, optional latitude + longitude`,
        body: pushOrderMessageBodySchema,
        response: { 200: pushChatMessageResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await chat.push(
        sessionOf(request),
        'order',
        { id: request.body.id },
        request.body,
        request.uploads,
      ),
    }),
  );

  app.post(
    '/mission/push-message',
    {
      schema: {
        tags,
        summary: `A message about a mission (mission_code): message, ${files}, optional latitude + longitude`,
        body: pushMissionMessageBodySchema,
        response: { 200: pushChatMessageResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await chat.push(
        sessionOf(request),
        'mission',
        { code: request.body.mission_code },
        request.body,
        request.uploads,
      ),
    }),
  );
};
