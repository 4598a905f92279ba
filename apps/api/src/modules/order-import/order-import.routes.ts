import multipart from '@fastify/multipart';
import {
  correctImportBodySchema,
  excelTemplateQuerySchema,
  importFileField,
  importLimits,
  importOrdersResponseSchema,
  smartImportResponseSchema,
  xlsxMimeType,
} from '@courier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { denySuspended, sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { OrderImportService, Upload } from './order-import.service';

const tags = ['orders'];

/** The one file of a multipart upload, read into memory up to the size limit (413 beyond it). */
async function uploadOf(request: FastifyRequest): Promise<Upload> {
  const problem = (key: 'validation.required' | 'validation.invalid') =>
    new AppError('VALIDATION_FAILED', { errors: { [importFileField]: [key] } });
  if (!request.isMultipart()) throw problem('validation.required');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== importFileField) throw problem('validation.required');
    const file = await part.toBuffer();
    if (file.length === 0) throw problem('validation.required');
    return { file, fileName: part.filename };
  } catch (error) {
    // Limits keep their 413; a body that is not well-formed multipart (cut short, bad boundary) is the
    // client's mistake, not a server failure.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || status === 413) throw error;
    throw problem('validation.invalid');
  }
}

/** Spreadsheet uploads and the template (spec §7 order/add-excelsheet…). Suspended clients get 403 (§1). */
export const orderImportRoutes: FastifyPluginAsyncZod<{ imports: OrderImportService }> = async (
  app,
  { imports },
) => {
  app.addHook('onRequest', denySuspended);
  // Multipart only in this scope: one file, bounded before it is read into memory (QUALITY R11).
  await app.register(multipart, {
    limits: { fileSize: importLimits.maxFileBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.post(
    '/order/add-excelsheet',
    {
      schema: {
        tags,
        summary: 'Create orders from an xlsx file (multipart import_file): all rows or none',
        consumes: ['multipart/form-data'],
        response: { 200: importOrdersResponseSchema },
      },
    },
    async (request) => imports.importPlain(sessionOf(request), await uploadOf(request), languageOf(request)),
  );

  app.post(
    '/order/add-excelsheet/smart',
    {
      schema: {
        tags,
        summary: 'Create orders from an xlsx file whose governorates and areas are free text',
        consumes: ['multipart/form-data'],
        response: { 200: smartImportResponseSchema },
      },
    },
    async (request) => imports.importSmart(sessionOf(request), await uploadOf(request), languageOf(request)),
  );

  app.post(
    '/order/add-excelsheet/correct',
    {
      // A file may hold 20,000 doubtful rows: their corrections exceed the 1 MB default for JSON.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Confirm the places of a pending smart upload, then create its orders',
        body: correctImportBodySchema,
        response: { 200: importOrdersResponseSchema },
      },
    },
    async (request) => imports.correct(sessionOf(request), request.body, languageOf(request)),
  );

  app.get(
    '/order/excel-template',
    {
      schema: {
        tags,
        summary: 'The xlsx template: bilingual headers, an example row, the governorates and areas',
        querystring: excelTemplateQuerySchema,
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? languageOf(request);
      const file = await imports.template(lang);
      return reply
        .type(xlsxMimeType)
        .header('content-disposition', `attachment; filename="orders-template-${lang}.xlsx"`)
        .send(file);
    },
  );
};
