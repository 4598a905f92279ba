import type { ExportMissionsBody } from '@courier/contracts';
import { apiDownload, type DownloadedFile, type TransferProgress } from '@/lib/api-client';

/** `POST mission/export-my-missions` (multipart date_from, date_to, optional type): the missions as xlsx. */
export function exportMissions(
  values: ExportMissionsBody,
  options: { onProgress?: (progress: TransferProgress) => void; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const form = new FormData();
  form.append('date_from', values.date_from);
  form.append('date_to', values.date_to);
  if (values.type?.length) form.append('type', values.type.join(','));
  return apiDownload('mission/export-my-missions', { method: 'POST', body: form, ...options });
}
