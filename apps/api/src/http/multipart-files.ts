import multipart from '@fastify/multipart';
import { maxFileBytes, maxFilesPerMessage } from '@courier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** One uploaded file, read into memory (bounded by maxFileBytes), before any check of its bytes. */
export interface Upload {
  field: string;
  fileName: string;
  bytes: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart message (acceptMultipartFiles); empty for JSON. */
    uploads: Upload[];
  }
}

/**
 * Text fields plus up to `maxFilesPerMessage` files of at most `maxFileBytes` each (tickets and chat).
 * The text fields become `request.body` for the route's zod schema; the files go to `request.uploads`.
 * One file too many or one byte too large answers 413 before anything is stored; a body that is not
 * well-formed multipart answers 400.
 */
export async function acceptMultipartFiles(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      files: maxFilesPerMessage + 1,
      fileSize: maxFileBytes,
      fields: 20,
      fieldSize: 20_000,
      parts: 30,
    },
  });
  app.decorateRequest('uploads', null as unknown as Upload[]);
  app.addHook('preValidation', async (request) => {
    request.uploads = [];
    if (request.isMultipart()) await readParts(request);
  });
}

async function readParts(request: FastifyRequest): Promise<void> {
  const match = /;\s*boundary=("?)([^";]+)\1/i.exec(request.headers['content-type'] ?? '');
  if (!match) throw new AppError('BAD_REQUEST');
  const fields: Record<string, string | string[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        const seen = fields[part.fieldname];
        fields[part.fieldname] =
          seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
      if (bytes.length === 0) continue;
      request.uploads.push({ field: part.fieldname, fileName: part.filename || 'file', bytes });
      if (request.uploads.length > maxFilesPerMessage) throw new AppError('TOO_MANY_FILES');
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw new AppError('TOO_MANY_FILES');
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE');
    throw new AppError('BAD_REQUEST');
  }
  request.body = fields;
}
