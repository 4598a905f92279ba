import {
  importFileField,
  importOrdersResponseSchema,
  smartImportResponseSchema,
  type ImportOrdersResponse,
  type SmartImportResponse,
} from '@courier/contracts';
import { apiUpload, type TransferProgress } from '@/lib/api-client';

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
export function smartUploadOrders(file: File, options: UploadCallOptions = {}): Promise<SmartImportResponse> {
  return apiUpload('order/add-excelsheet/smart', fileForm(file), {
    ...options,
    schema: smartImportResponseSchema,
  });
}
