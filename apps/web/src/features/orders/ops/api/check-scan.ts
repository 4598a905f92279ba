import { scanCheckResponseSchema, type ScanCheckBody, type ScanCheckItem } from '@courier/contracts';
import { opsApi } from '@/lib/ops-api';

/**
 * `POST /api/ops/orders/scan`: per code, accepted for the workflow's move or why not. Called on every scan
 * (one code) or paste (the list); the scan box keeps the batch, so no query cache is involved.
 */
export async function checkScan(body: ScanCheckBody): Promise<ScanCheckItem[]> {
  return (await opsApi.post('orders/scan', body, { schema: scanCheckResponseSchema })).feed;
}
