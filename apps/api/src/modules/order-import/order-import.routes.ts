import {
  correctImportBodySchema,
  excelTemplateQuerySchema,
  importColumnMappingSchema,
  importColumnsField,
  importFileField,
  importLimits,
  importOrdersResponseSchema,
  okSchema,
  pendingImportsQuerySchema,
  placeAliasesQuerySchema,
  placeAliasesResponseSchema,
  placeAliasParamsSchema,
  pendingImportsResponseSchema,
  smartImportPendingResponseSchema,
  smartImportResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { denySuspended, sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import { acceptMultipartUpload, uploadedFile } from '../../http/multipart-fields';
import { sendFile } from '../../http/send-file';
import type { OrderImportService } from './order-import.service';

const tags = ['orders'];

/** Spreadsheet uploads and the template (spec §7 order/add-excelsheet…). Suspended clients get 403 (§1). */
export const orderImportRoutes: FastifyPluginAsyncZod<{ imports: OrderImportService }> = async (
  app,
  { imports },
) => {
  app.addHook('onRequest', denySuspended);
  // Multipart only in this scope: one file, bounded before it is read into memory (docs/quality.md R11).
  await acceptMultipartUpload(app, {
    fileSize: importLimits.maxFileBytes,
    fields: 10,
    // The smart upload's column mapping (decision 070): up to 100 headers as JSON.
    fieldSize: 16_000,
    parts: 12,
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
    async (request) =>
      imports.importPlain(
        sessionOf(request),
        await uploadedFile(request, importFileField),
        languageOf(request),
      ),
  );

  app.post(
    '/order/add-excelsheet/smart',
    {
      schema: {
        tags,
        summary: 'Create orders from an xlsx file whose governorates and areas are free text',
        consumes: ['multipart/form-data'],
        response: { 200: smartImportResponseSchema, 202: smartImportPendingResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, ...upload } = await uploadedFile(request, importFileField);
      const mapping = fields[importColumnsField];
      let columns;
      if (mapping !== undefined) {
        const parsed = importColumnMappingSchema.safeParse(mapping);
        if (!parsed.success)
          throw new AppError('VALIDATION_FAILED', {
            errors: { [importColumnsField]: ['validation.invalid'] },
          });
        columns = parsed.data;
      }
      const answer = await imports.importSmart(
        sessionOf(request),
        { ...upload, columns },
        languageOf(request),
      );
      // Rows to confirm: accepted, not done (202, success 0).
      return answer.success === 0 ? reply.code(202).send(answer) : answer;
    },
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
    '/order/add-excelsheet/pending',
    {
      schema: {
        tags,
        summary: 'Smart uploads and store orders waiting for the merchant to confirm their places (paged)',
        querystring: pendingImportsQuerySchema,
        response: { 200: pendingImportsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await imports.pending(sessionOf(request), request.query, languageOf(request))),
    }),
  );

  app.get(
    '/order/add-excelsheet/aliases',
    {
      schema: {
        tags,
        summary: "The merchant's own names for places, learnt from their corrections (paged)",
        querystring: placeAliasesQuerySchema,
        response: { 200: placeAliasesResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await imports.aliases(sessionOf(request), request.query, languageOf(request))),
    }),
  );

  app.post(
    '/order/add-excelsheet/aliases/:id/delete',
    {
      schema: {
        tags,
        summary: 'Forget one learnt name: its text is read by the matcher again',
        params: placeAliasParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await imports.deleteAlias(sessionOf(request), request.params.id);
      return { success: 1 as const };
    },
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
    async (request, reply) =>
      sendFile(reply, await imports.template(request.query.lang ?? languageOf(request))),
  );
};
