import type { DownloadedFile, TransferProgress } from '@/lib/api-client';
import { opsApi } from '@/lib/ops-api';

/** `GET /api/ops/missions/export?<the desk's filters>`: the filtered missions as an xlsx, streamed. */
export function exportOpsMissions(
  filters: Record<string, string>,
  options: { signal?: AbortSignal; onProgress?: (progress: TransferProgress) => void } = {},
): Promise<DownloadedFile> {
  return opsApi.download('missions/export', { query: filters, ...options });
}
