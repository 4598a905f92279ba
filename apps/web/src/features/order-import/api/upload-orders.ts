import {
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

function fileForm(file: File): FormData {
  const form = new FormData();
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
  options: UploadCallOptions = {},
): Promise<SmartImportResponse> {
  try {
    return await apiUpload('order/add-excelsheet/smart', fileForm(file), {
      ...options,
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
