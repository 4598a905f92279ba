import type { DownloadedFile, TransferProgress } from '@/lib/api-client';
import { opsApi } from '@/lib/ops-api';

/** `GET /api/ops/orders/export?<the desk's filters>`: the filtered orders as an xlsx, streamed. */
export function exportOpsOrders(
  filters: Record<string, string>,
  options: { signal?: AbortSignal; onProgress?: (progress: TransferProgress) => void } = {},
): Promise<DownloadedFile> {
  return opsApi.download('orders/export', { query: filters, ...options });
}
