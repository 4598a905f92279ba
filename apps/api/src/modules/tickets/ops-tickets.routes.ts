import {
  opsAssignTicketBodySchema,
  opsTicketListQuerySchema,
  opsTicketListResponseSchema,
  opsTicketShowResponseSchema,
  opsTicketStatusBodySchema,
  ticketIdQuerySchema,
  ticketReplyBodySchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import { acceptMultipartFiles } from '../../http/multipart-files';
import { staffOf } from '../../http/staff-guard';
import type { TicketsService } from './tickets.service';

const tags = ['ops tickets'];
const config = { staffDesk: 'tickets' as const };

/** The help desk under /api/ops (support role; admin passes): the queue, one ticket, assign, reply, status. */
export const opsTicketsRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (
  app,
  { tickets },
) => {
  await acceptMultipartFiles(app);

  app.get(
    '/tickets',
    {
      config,
      schema: {
        tags,
        summary: 'The queue: by status and assignee, the earliest due first',
        querystring: opsTicketListQuerySchema,
        response: { 200: opsTicketListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await tickets.opsList(staffOf(request), request.query, languageOf(request)),
    }),
  );

  app.get(
    '/tickets/show',
    {
      config,
      schema: {
        tags,
        summary: 'One ticket, its replies and log',
        querystring: ticketIdQuerySchema,
        response: { 200: opsTicketShowResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await tickets.opsShow(staffOf(request), request.query.ticket_id, languageOf(request)),
    }),
  );

  app.post(
    '/tickets/assign',
    {
      config,
      schema: {
        tags,
        summary: 'Assigns a ticket (to the caller when staff_id is absent)',
        body: opsAssignTicketBodySchema,
        response: { 200: opsTicketShowResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await tickets.opsAssign(
        staffOf(request),
        request.body.ticket_id,
        request.body.staff_id,
        languageOf(request),
      ),
    }),
  );

  app.post(
    '/tickets/status',
    {
      config,
      schema: {
        tags,
        summary: 'Changes the status (0 open, 1 in progress, 2 closed)',
        body: opsTicketStatusBodySchema,
        response: { 200: opsTicketShowResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await tickets.opsStatus(
        staffOf(request),
        request.body.ticket_id,
        request.body.status,
        languageOf(request),
      ),
    }),
  );

  app.post(
    '/tickets/reply',
    {
      config,
      schema: {
        tags,
        summary: 'A desk reply with a message and/or files; notifies the client (ticket_reply)',
        body: ticketReplyBodySchema,
        response: { 200: opsTicketShowResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await tickets.opsReply(staffOf(request), request.body, request.uploads, languageOf(request)),
    }),
  );
};
