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
