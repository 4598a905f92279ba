import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The API's one multipart policy (decision 013). A route scope accepts either text fields or one file:
 *
 * - `acceptMultipartFields`: the text fields become `request.body` before validation, so the route's
 *   own zod `body` schema checks them exactly as it checks JSON (422 with field errors).
 * - `acceptMultipartUpload` + `uploadedFile`: one file, read into memory up to its size limit.
 *
 * Either way, limits answer 413 and a body that is not well-formed multipart (cut short, a wrong or
 * missing boundary, garbage) answers 400 `BAD_REQUEST`: the client's mistake, never a 500.
 */

/** Text fields only, a few short ones: a file part is refused (413) before it is read. */
const fieldLimits = { files: 0, fields: 10, fieldSize: 100, parts: 10 } as const;

/**
 * The forms' text fields (an order, a profile, a team member): every form-like call under /api/client
 * takes multipart fields as it takes JSON (issue 41.15, decision 056), bounded like the JSON body limit
 * of such a form: at most 60 fields of at most 10,000 bytes each.
 */
export const formFieldLimits = { fields: 60, fieldSize: 10_000, parts: 60 } as const;

export async function acceptMultipartFields(
  app: FastifyInstance,
  limits: { fields: number; fieldSize: number; parts: number } = fieldLimits,
): Promise<void> {
  await app.register(multipart, { limits: { ...limits, files: 0 } });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readFields(request);
  });
}

/** One file per request, bounded before it is read into memory (docs/quality.md R11). */
export async function acceptMultipartUpload(
  app: FastifyInstance,
  limits: { fileSize: number; fields: number; fieldSize: number; parts: number },
): Promise<void> {
  await app.register(multipart, { limits: { ...limits, files: 1 } });
}

/**
 * The file part named `field` of a multipart upload. A missing, empty or differently named file is a
 * 422 on that field; a malformed body is 400.
 */
export async function uploadedFile(
  request: FastifyRequest,
  field: string,
): Promise<{ file: Buffer; fileName: string; fields: Record<string, string> }> {
  const missing = () => new AppError('VALIDATION_FAILED', { errors: { [field]: ['validation.required'] } });
  if (!request.isMultipart()) throw missing();
  requireBoundary(request);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) throw missing();
    const file = await part.toBuffer();
    if (file.length === 0) throw missing();
    // The text fields sent before the file (a smart upload's column mapping, decision 070).
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (first?.type === 'field') fields[name] = String(first.value);
    }
    return { file, fileName: part.filename, fields };
  } catch (error) {
    throw unreadable(error);
  }
}

/** The text fields, a repeated name as a list of its values (`type=1&type=4`). */
async function readFields(request: FastifyRequest): Promise<Record<string, string | string[]>> {
  requireBoundary(request);
  const fields: Record<string, string | string[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'field') continue;
      const value = String(part.value);
      const seen = fields[part.fieldname];
      fields[part.fieldname] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
    }
  } catch (error) {
    throw unreadable(error);
  }
  return fields;
}

/** The parser reads `boundary=` (empty) as a body without parts; it is a body nobody can read. */
function requireBoundary(request: FastifyRequest): void {
  const match = /;\s*boundary=("?)([^";]+)\1/i.exec(request.headers['content-type'] ?? '');
  if (!match) throw new AppError('BAD_REQUEST');
}

/** Our own errors and the limits' 413 keep their answer; anything else the parser says is a 400. */
function unreadable(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if ((error as { statusCode?: number }).statusCode === 413) return error;
  return new AppError('BAD_REQUEST');
}
