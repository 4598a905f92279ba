import { z } from 'zod';
import { errorEnvelopeSchema, pageQuerySchema, successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { requiredId } from './rules';

/**
 * Spreadsheet upload of orders (spec §7 `order/add-excelsheet`, `/smart`, `/correct`): limits, the
 * answers the web app reads, and the correction body. Every row is checked with `submitOrderBodySchema`.
 */
const m = (key: MessageKey) => ({ error: key, abort: true });

/** The multipart field that carries the file. */
export const importFileField = 'import_file';

/** The order fields a sheet's column can fill (the form's names), in the template's order. */
export const importFieldNames = [
  'receiver',
  'phone1',
  'phone2',
  'followUpMobile',
  'government',
  'area',
  'address',
  'contentOrder',
  'collectedAmount',
  'sender',
  'notes',
  'invoice_number',
] as const;
export type ImportFieldName = (typeof importFieldNames)[number];

/**
 * The smart upload's column mapping (issue 39.6, decision 070), a multipart text field sent before the
 * file: JSON, each header as the sheet writes it → the field it fills, or '' for a column left unused.
 * Remembered per merchant for the next sheet with the same headers.
 */
export const importColumnsField = 'columns';
export const importColumnMappingSchema = z
  .string(m('validation.invalid'))
  .max(16_000, m('validation.tooLong'))
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .record(
        z.string().max(200),
        z.enum([...importFieldNames, ''], m('validation.invalid')),
        m('validation.invalid'),
      )
      .refine((v) => Object.keys(v).length <= 100, m('validation.tooLong')),
  );
export type ImportColumnMapping = z.infer<typeof importColumnMappingSchema>;

/**
 * `IMPORT_COLUMNS_MISSING` (422) carries what the upload screen's mapping step needs: the headers as
 * written, the field each was read as ('' none), the fields still missing and every field with its label.
 */
export const importColumnsMissingSchema = z.object({
  headers: z.array(z.string()),
  read_as: z.array(z.string()),
  missing: z.array(z.string()),
  fields: z.array(z.object({ field: z.enum(importFieldNames), label: z.string(), required: z.boolean() })),
});
export type ImportColumnsMissing = z.infer<typeof importColumnsMissingSchema>;
/** Limits checked before and while reading a file (docs/quality.md R11, P5). */
export const importLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  /** Row errors listed in a 422 answer; `row_errors_count` tells how many there were in all. */
  maxListedErrors: 500,
} as const;

/** One problem in one cell: `row` is the Excel row number, `column` the header as written in the file. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** 422 IMPORT_ROWS_INVALID: the usual error envelope plus the rows to fix (nothing was created). */
export const importRowsInvalidSchema = errorEnvelopeSchema.extend({
  row_errors: z.array(importRowErrorSchema),
  row_errors_count: z.number().int(),
});
export type ImportRowsInvalid = z.infer<typeof importRowsInvalidSchema>;

/** `POST order/add-excelsheet` (and `/correct`): every row was created, in one transaction. */
export const importOrdersResponseSchema = successEnvelope({
  success_msg: z.string(),
  created: z.number().int(),
  import_id: z.number().int(),
});
export type ImportOrdersResponse = z.infer<typeof importOrdersResponseSchema>;

/** A place the merchant may pick for a row; names in the caller's language; area null = governorate only. */
export const geoChoiceSchema = z.object({
  government_id: z.number().int(),
  area_id: z.number().int().nullable(),
  government: z.string(),
  area: z.string().nullable(),
  score: z.number(),
});
export type GeoChoice = z.infer<typeof geoChoiceSchema>;

/** A row whose governorate or area text was not matched with confidence: the merchant confirms or corrects. */
export const unpredictedGeoSchema = z.object({
  row: z.number().int(),
  government_text: z.string(),
  area_text: z.string(),
  best: geoChoiceSchema.nullable(),
  suggestions: z.array(geoChoiceSchema),
  /** The row's receiver, first phone and amount as written, to tell the rows apart (decision 054). */
  receiver: z.string().optional(),
  phone: z.string().optional(),
  amount: z.string().optional(),
  /**
   * The merchant placed this same text by hand since it was queued (in another upload or store order,
   * decision 070): `best` is that place, and the correction screen preselects it, as a new upload would
   * place it without asking.
   */
  learnt: z.literal(true).optional(),
  /**
   * A store order the form refused for a field the merchant can fix (a phone): the field, its value as the
   * store sent it and why it was refused. The fix is sent with the correction (decision 054).
   */
  fix: z
    .array(z.object({ field: z.enum(['phone1', 'phone2']), value: z.string(), message: z.string() }))
    .optional(),
});
export type UnpredictedGeo = z.infer<typeof unpredictedGeoSchema>;

/**
 * `POST order/add-excelsheet/smart`. With an empty `unpredected_geos` every row was created; otherwise
 * nothing was created yet (`created: 0`) and the rows wait for `order/add-excelsheet/correct` (spec §4:
 * not a success until corrected). The misspelt name is the one spec §7 uses.
 */
export const smartImportResponseSchema = importOrdersResponseSchema.extend({
  unpredected_geos: z.array(unpredictedGeoSchema),
});
export type SmartImportResponse = z.infer<typeof smartImportResponseSchema>;

/**
 * A smart upload with rows to confirm answers `202` with `success: 0` (spec §4/§8: not a success until
 * corrected): `error_msg` says so and how many rows, `code` is IMPORT_NEEDS_CORRECTION, and the rows
 * wait in `unpredected_geos` under `import_id`. A client that shows `error_msg` on `success: 0` and
 * reads `unpredected_geos` handles it unchanged (decision 018).
 */
export const smartImportPendingResponseSchema = z.object({
  success: z.literal(0),
  code: z.literal('IMPORT_NEEDS_CORRECTION'),
  error_msg: z.string(),
  success_msg: z.string(),
  created: z.literal(0),
  import_id: z.number().int(),
  unpredected_geos: z.array(unpredictedGeoSchema),
});
export type SmartImportPendingResponse = z.infer<typeof smartImportPendingResponseSchema>;

/**
 * `GET order/add-excelsheet/pending`: every upload or store order still waiting for the merchant's choice
 * of place, newest first, paged like every list (`page`, `perPage`; `feed_count` counts them all), with
 * fresh suggestions; each is confirmed with `correct`.
 */
export const pendingImportsQuerySchema = pageQuerySchema;
export type PendingImportsQuery = z.infer<typeof pendingImportsQuerySchema>;
export const pendingImportSchema = z.object({
  import_id: z.number().int(),
  /** The file's name, or the store order's label ('Shopify order #1001'). */
  file_name: z.string(),
  kind: z.enum(['smart', 'store']),
  created_at: z.string(),
  unpredected_geos: z.array(unpredictedGeoSchema),
});
export type PendingImport = z.infer<typeof pendingImportSchema>;
export const pendingImportsResponseSchema = successEnvelope({
  feed: z.array(pendingImportSchema),
  feed_count: z.number().int(),
});

/**
 * `POST order/add-excelsheet/correct`: a governorate and area for every unpredicted row of a pending
 * smart upload. Field errors come back keyed `row.<row>.government_id` / `row.<row>.area_id`.
 */
export const correctImportBodySchema = z.object({
  import_id: requiredId(),
  corrections: z
    .array(
      z.object({
        row: z.coerce.number(m('validation.invalid')).int(m('validation.invalid')).min(1).max(1_048_576),
        government_id: requiredId(),
        area_id: requiredId(),
        /** The fixed phone of a store order waiting for one (checked like the order form's). */
        phone1: z.string().max(40).optional(),
        phone2: z.string().max(40).optional(),
      }),
    )
    .min(1, m('validation.required'))
    .max(importLimits.maxRows, m('validation.tooLong')),
});
export type CorrectImportBody = z.infer<typeof correctImportBodySchema>;

/** `GET order/excel-template?lang=`: the language of the example row and sheet names (headers are bilingual). */
export const excelTemplateQuerySchema = z.object({ lang: z.enum(['ar', 'en']).optional() });

/**
 * `GET order/add-excelsheet/aliases?page&perPage`: the merchant's own names for places, learnt from the
 * places they picked in the correction queue (decision 054), newest first; `POST …/aliases/:id/delete`
 * forgets one (the text is then read by the matcher again).
 */
export const placeAliasSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  government_id: z.number().int(),
  area_id: z.number().int(),
  government: z.string(),
  area: z.string(),
  created_at: z.string(),
});
export type PlaceAlias = z.infer<typeof placeAliasSchema>;
export const placeAliasesQuerySchema = pageQuerySchema;
export type PlaceAliasesQuery = z.infer<typeof placeAliasesQuerySchema>;
export const placeAliasesResponseSchema = successEnvelope({
  feed: z.array(placeAliasSchema),
  feed_count: z.number().int(),
});
export const placeAliasParamsSchema = z.object({ id: requiredId() });
