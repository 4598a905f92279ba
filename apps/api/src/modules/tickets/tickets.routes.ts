import {
  createTicketBodySchema,
  createTicketResponseSchema,
  inquiryTypesResponseSchema,
  okSchema,
  replySeenBodySchema,
  ticketIdQuerySchema,
  ticketInstructionsResponseSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketLogResponseSchema,
  ticketRateBodySchema,
  ticketRateResponseSchema,
  ticketReplyBodySchema,
  ticketReplyResponseSchema,
  ticketShowResponseSchema,
  ticketTypesResponseSchema,
  unreadTicketsResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import { acceptMultipartFiles } from '../../http/multipart-files';
import type { TicketsService } from './tickets.service';

const tags = ['tickets'];

/** Spec §7 "Support tickets" under /api/client: the client's own tickets (sub-users: their client's). */
export const ticketsRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (app, { tickets }) => {
  // Text fields and up to 5 files (image[]), or JSON.
  await acceptMultipartFiles(app);

  app.get(
    '/ticket/complains-types',
    {
      schema: {
        tags,
        summary: 'Complaint types, each with its titles (sub-types)',
        response: { 200: ticketTypesResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: tickets.complaintTypes(languageOf(request)) }),
  );

  app.get(
    '/ticket/inquiries-types',
    { schema: { tags, summary: 'Inquiry types', response: { 200: inquiryTypesResponseSchema } } },
    async (request) => ({ success: 1 as const, feed: tickets.inquiryTypes(languageOf(request)) }),
  );

  app.get(
    '/ticket/ticket-instructions',
    {
      schema: {
        tags,
        summary: 'What to know before opening a ticket',
        response: { 200: ticketInstructionsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: tickets.instructions(languageOf(request)) }),
  );

  app.post(
    '/ticket/create',
    {
      schema: {
        tags,
        summary:
          'Opens a complaint (about an order, or a mission with mission_complaint=1) or an inquiry; image[] takes up to 5 files (JPEG, PNG, WebP, PDF; 5 MB each). not_delay: 1 answered within the target time, 0 next working day',
        body: createTicketBodySchema,
        response: { 200: createTicketResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await tickets.create(sessionOf(request), request.body, request.uploads, languageOf(request))),
    }),
  );

  app.post(
    '/ticket/reply',
    {
      schema: {
        tags,
        summary: 'A reply with a message and/or files (image); 409 once the ticket is closed',
        body: ticketReplyBodySchema,
        response: { 200: ticketReplyResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await tickets.reply(sessionOf(request), request.body, request.uploads, languageOf(request))),
    }),
  );

  app.get(
    '/ticket/get',
    {
      schema: {
        tags,
        summary: 'The client’s tickets, newest first, by status / id / seen_by_client',
        querystring: ticketListQuerySchema,
        response: { 200: ticketListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await tickets.list(sessionOf(request), request.query, languageOf(request)),
    }),
  );

  app.get(
    '/ticket/show',
    {
      schema: {
        tags,
        summary: 'One ticket with its replies (newest first) and assigned_user; marks the replies seen',
        querystring: ticketIdQuerySchema,
        response: { 200: ticketShowResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await tickets.show(sessionOf(request), request.query.ticket_id, languageOf(request)),
    }),
  );

  app.get(
    '/ticket/log',
    {
      schema: {
        tags,
        summary: 'A ticket’s log',
        querystring: ticketIdQuerySchema,
        response: { 200: ticketLogResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await tickets.log(sessionOf(request), request.query.ticket_id, languageOf(request)),
    }),
  );

  app.post(
    '/ticket/rate',
    {
      schema: {
        tags,
        summary: 'Rates a closed ticket 1–5, once',
        body: ticketRateBodySchema,
        response: { 200: ticketRateResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await tickets.rate(
        sessionOf(request),
        request.body.ticket_id,
        request.body.rate,
        languageOf(request),
      ),
    }),
  );

  app.get(
    '/ticket/unreaded_tickets',
    {
      schema: {
        tags,
        summary: 'How many tickets have unread desk replies',
        response: { 200: unreadTicketsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await tickets.unread(sessionOf(request)) }),
  );

  app.post(
    '/ticket/reply-seen',
    {
      schema: {
        tags,
        summary: 'Marks a ticket’s replies seen',
        body: replySeenBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await tickets.replySeen(sessionOf(request), request.body.id);
      return { success: 1 as const };
    },
  );
};
