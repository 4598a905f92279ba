import type { ExportOrders } from '@courier/contracts';
import { apiDownload, type DownloadedFile, type TransferProgress } from '@/lib/api-client';

export interface ExportCallOptions {
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
}

/** `POST order/export-my-orders` (multipart date_from, date_to, type): the orders as an xlsx file. */
export function exportOrders(values: ExportOrders, options: ExportCallOptions = {}): Promise<DownloadedFile> {
  const form = new FormData();
  form.append('date_from', values.date_from);
  form.append('date_to', values.date_to);
  if (values.type !== undefined) form.append('type', String(values.type));
  return apiDownload('order/export-my-orders', { method: 'POST', body: form, ...options });
}
