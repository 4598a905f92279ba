import type { DownloadedFile, TransferProgress } from '@/lib/api-client';
import { opsApi } from '@/lib/ops-api';

/** `GET /api/ops/supplies/export?client_id=`: the supplied orders (one client's or all) as an xlsx, streamed. */
export function exportOpsSupplies(
  clientId: number | undefined,
  options: { signal?: AbortSignal; onProgress?: (progress: TransferProgress) => void } = {},
): Promise<DownloadedFile> {
  return opsApi.download('supplies/export', { query: clientId ? { client_id: clientId } : {}, ...options });
}
