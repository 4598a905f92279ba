import {
  importColumnsField,
  importFileField,
  importOrdersResponseSchema,
  smartImportPendingResponseSchema,
  smartImportResponseSchema,
  type ImportOrdersResponse,
  type SmartImportResponse,
} from '@courier/contracts';
import { apiUpload, isApiError, type TransferProgress } from '@/lib/api-client';

export interface UploadCallOptions {
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
}

function fileForm(file: File, columns?: Record<string, string>): FormData {
  const form = new FormData();
  // Before the file: the server reads the text fields sent ahead of it (decision 070).
  if (columns) form.append(importColumnsField, JSON.stringify(columns));
  form.append(importFileField, file, file.name);
  return form;
}

/** `POST order/add-excelsheet` (multipart `import_file`): every row is created, or none (422 report). */
export function uploadOrders(file: File, options: UploadCallOptions = {}): Promise<ImportOrdersResponse> {
  return apiUpload('order/add-excelsheet', fileForm(file), {
    ...options,
    schema: importOrdersResponseSchema,
  });
}

/**
 * `POST order/add-excelsheet/smart`: like the plain upload, but governorate and area are matched from
 * free text; rows it could not match come back in `unpredected_geos` and nothing is created until
 * they are corrected (spec §4).
 */
export async function smartUploadOrders(
  file: File,
  options: UploadCallOptions & { columns?: Record<string, string> } = {},
): Promise<SmartImportResponse> {
  const { columns, ...call } = options;
  try {
    return await apiUpload('order/add-excelsheet/smart', fileForm(file, columns), {
      ...call,
      schema: smartImportResponseSchema,
    });
  } catch (error) {
    // Rows to confirm come as `success: 0` (202, IMPORT_NEEDS_CORRECTION): the correction table's data.
    if (isApiError(error) && (error.payload.code as string) === 'IMPORT_NEEDS_CORRECTION') {
      const pending = smartImportPendingResponseSchema.parse(error.payload);
      return { ...pending, success: 1, success_msg: pending.error_msg };
    }
    throw error;
  }
}
