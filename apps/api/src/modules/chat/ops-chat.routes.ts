import {
  chatConversationListResponseSchema,
  chatMessagesResponseSchema,
  opsAssignChatBodySchema,
  opsAssignChatResponseSchema,
  opsChatConversationListQuerySchema,
  opsChatMessagesQuerySchema,
  opsPushChatMessageBodySchema,
  pushChatMessageResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptMultipartFiles } from '../../http/multipart-files';
import { staffOf } from '../../http/staff-guard';
import type { ChatService } from './chat.service';

const tags = ['ops chat'];
const config = { staffDesk: 'chat' as const };

/** The desk's side of chat under /api/ops/chat (support role; admin passes): every client's chats. */
export const opsChatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  await acceptMultipartFiles(app);

  app.get(
    '/chat/conversations',
    {
      config,
      schema: {
        tags,
        summary:
          'Order and mission chats of every client, the longest-waiting first; queue waiting|all|mine; is_read is the desk’s side',
        querystring: opsChatConversationListQuerySchema,
        response: { 200: chatConversationListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await chat.opsConversations(staffOf(request), request.query),
    }),
  );

  app.get(
    '/chat/messages',
    {
      config,
      schema: {
        tags,
        summary: 'One chat (conversation id), the latest 50 messages; marks it read for the desk',
        querystring: opsChatMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await chat.opsMessages(staffOf(request), request.query.conversation_id, request.query.before_id),
    }),
  );

  app.post(
    '/chat/push-message',
    {
      config,
      schema: {
        tags,
        summary: 'A desk message; notifies the client (chat_message) unless the chat is open there',
        body: opsPushChatMessageBodySchema,
        response: { 200: pushChatMessageResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await chat.opsPush(staffOf(request), request.body.conversation_id, request.body, request.uploads),
    }),
  );

  app.post(
    '/chat/assign',
    {
      config,
      schema: {
        tags,
        summary:
          'Gives a chat to a support agent (staff_id; absent: the caller takes it), logged with who did',
        body: opsAssignChatBodySchema,
        response: { 200: opsAssignChatResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await chat.opsAssign(staffOf(request), request.body.conversation_id, request.body.staff_id),
    }),
  );
};
