import { receiverLogoResponseSchema, type StoredFile } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { sessionOf } from '../../http/auth-guard';
import { acceptMultipartFiles, type Upload } from '../../http/multipart-files';
import { page } from './receiver-page.routes';

/** The files module's side of the merchant's logo (given by the composition root). */
export interface LogoFiles {
  putLogo(clientId: number, upload: Upload): Promise<StoredFile>;
  logoOf(clientId: number): Promise<StoredFile | null>;
  removeLogo(clientId: number): Promise<void>;
  open(
    id: number,
    clientId: number | null,
    thumb: boolean,
    kind: 'client_logo',
  ): Promise<{ fileName: string; type: string; body: NodeJS.ReadableStream }>;
}

const tags = ['receiver messages'];
const feedOf = (file: StoredFile | null) => ({ success: 1 as const, feed: { logo_url: file?.url ?? null } });

/**
 * The merchant's logo on its receivers' pages (issue 38 §1): upload (one image in `file`), read and
 * remove, main account for changes. Stored by the files module (type by its bytes, size-capped, redrawn).
 */
export const receiverLogoRoutes: FastifyPluginAsyncZod<{ files: LogoFiles }> = async (app, { files }) => {
  await acceptMultipartFiles(app);
  app.get(
    '/receiver/logo',
    {
      schema: {
        tags,
        summary: 'The logo on the receivers’ pages, or null',
        response: { 200: receiverLogoResponseSchema },
      },
    },
    async (request) => feedOf(await files.logoOf(sessionOf(request).clientId)),
  );
  app.post(
    '/receiver/logo',
    {
      config: { access: 'admin' as const },
      schema: {
        tags,
        summary: 'Upload the logo (multipart `file`: PNG, JPEG or WebP, ≤ 1 MB; stored as a 96 px WebP)',
        response: { 200: receiverLogoResponseSchema },
      },
    },
    async (request) => {
      const [upload] = request.uploads;
      if (!upload || request.uploads.length > 1)
        throw new AppError('VALIDATION_FAILED', { errors: { file: ['validation.required'] } });
      return feedOf(await files.putLogo(sessionOf(request).clientId, upload));
    },
  );
  app.delete(
    '/receiver/logo',
    {
      config: { access: 'admin' as const },
      schema: { tags, summary: 'Remove the logo', response: { 200: receiverLogoResponseSchema } },
    },
    async (request) => {
      await files.removeLogo(sessionOf(request).clientId);
      return feedOf(null);
    },
  );
};

/**
 * `GET /t/{token}/logo`: the logo of the merchant whose order the token names, and nothing else (the
 * token is the capability, as for the page; a logo is the only file kind this route opens).
 */
export const receiverLogoPageRoutes: FastifyPluginAsyncZod<{
  files: LogoFiles;
  clientOfToken: (token: string) => Promise<number | null>;
}> = async (app, { files, clientOfToken }) => {
  app.get(
    '/t/:token/logo',
    { config: page, schema: { hide: true, params: z.object({ token: z.string().max(64) }) } },
    async (request, reply) => {
      const clientId = /^[A-Za-z0-9_-]{22}$/.test(request.params.token)
        ? await clientOfToken(request.params.token)
        : null;
      const logo = clientId === null ? null : await files.logoOf(clientId);
      if (clientId === null || !logo) throw new AppError('NOT_FOUND');
      const file = await files.open(logo.id, clientId, false, 'client_logo');
      return reply
        .type(file.type)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'private, max-age=3600')
        .send(file.body);
    },
  );
};
