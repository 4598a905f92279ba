import { importRowsInvalidSchema, type ImportRowError } from '@courier/contracts';
import { isApiError } from '@/lib/api-client';

/** What a failed upload means for the screen (spec §8: the server's text, the 'old file' state). */
export type UploadFailure =
  /** 422 IMPORT_ROWS_INVALID: nothing was created; the rows and cells to fix. */
  | { kind: 'rows'; message: string; rows: ImportRowError[]; total: number }
  /** 409 OLD_FILE: the same file was uploaded before. */
  | { kind: 'oldFile'; message: string }
  /** Anything else (wrong type, too large, network…): the error as it is. */
  | { kind: 'other'; error: unknown };

export function uploadFailureOf(error: unknown): UploadFailure {
  if (isApiError(error)) {
    if (error.code === 'OLD_FILE') return { kind: 'oldFile', message: error.message };
    if (error.code === 'IMPORT_ROWS_INVALID') {
      const parsed = importRowsInvalidSchema.safeParse(error.payload);
      if (parsed.success) {
        return {
          kind: 'rows',
          message: error.message,
          rows: parsed.data.row_errors,
          total: parsed.data.row_errors_count,
        };
      }
    }
  }
  return { kind: 'other', error };
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
