import type { DownloadedFile, TransferProgress } from '@/lib/api-client';
import { opsApi } from '@/lib/ops-api';

/** `GET /api/ops/captain-hand-ins/export`: the hand-ins of the list's filters, every page, as an xlsx. */
export function exportHandIns(
  filters: { captainId: number | undefined; filter: 'open' | 'all' },
  options: { signal?: AbortSignal; onProgress?: (progress: TransferProgress) => void } = {},
): Promise<DownloadedFile> {
  const query = { filter: filters.filter, ...(filters.captainId ? { captain_id: filters.captainId } : {}) };
  return opsApi.download('captain-hand-ins/export', { query, ...options });
}
