import { fileIdParamsSchema, fileQuerySchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import { sendFile } from '../../http/send-file';
import type { FilesService } from './files.service';

const tags = ['files'];

/** GET files/{id}: an attachment of the caller's client, as a download that no browser sniffs. */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags,
        summary: 'An attachment (ticket or chat) of the caller’s client; thumb=1: an image’s 192 px WebP',
        params: fileIdParamsSchema,
        querystring: fileQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await files.open(
        request.params.id,
        sessionOf(request).clientId,
        request.query.thumb === 1,
      );
      return sendFile(reply.header('x-content-type-options', 'nosniff'), file);
    },
  );
};

/** GET /api/ops/files/{id}: the desk reads any client's attachment. */
export const opsFilesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags,
        summary: 'An attachment, for the help desk; thumb=1: an image’s 192 px WebP',
        params: fileIdParamsSchema,
        querystring: fileQuerySchema,
      },
      config: { staffDesk: 'files' },
    },
    async (request, reply) => {
      const file = await files.open(request.params.id, null, request.query.thumb === 1);
      return sendFile(reply.header('x-content-type-options', 'nosniff'), file);
    },
  );
};

/**
 * GET /api/ops/attempt-files/{id}: the orders desk reads a delivery attempt's photo or signature (issue
 * 37 §9); any other file (a ticket's, a chat's) is 404 here, so the desk's role reads no attachment.
 */
export const opsAttemptFilesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (
  app,
  { files },
) => {
  app.get(
    '/attempt-files/:id',
    {
      schema: {
        tags,
        summary: 'A delivery attempt’s photo or signature, for the orders desk; thumb=1: its 192 px WebP',
        params: fileIdParamsSchema,
        querystring: fileQuerySchema,
      },
      config: { staffDesk: 'orders' },
    },
    async (request, reply) => {
      const file = await files.open(request.params.id, null, request.query.thumb === 1, 'delivery_attempt');
      return sendFile(reply.header('x-content-type-options', 'nosniff'), file);
    },
  );
};
