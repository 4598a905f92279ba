import { opsOrderAttemptsResponseSchema, type OrderAttempts } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsOrderKeys } from './ops-order-keys';

/** `GET /api/ops/orders/attempts?code=`: an order's delivery proof and failed attempts, for the desk. */
export function useOpsOrderAttempts(code: string | null) {
  return useQuery({
    queryKey: [...opsOrderKeys.all, 'attempts', code],
    queryFn: async ({ signal }): Promise<OrderAttempts> =>
      (
        await opsApi.get('orders/attempts', {
          query: { code: code ?? '' },
          schema: opsOrderAttemptsResponseSchema,
          signal,
        })
      ).feed,
    enabled: code !== null,
  });
}

/**
 * An attempt's image for the desk: the answer names it `files/{id}` (the merchant's route); the desk reads
 * it through its own staff route, which serves delivery attempts' images only.
 */
export const downloadAttemptFile = (url: string) =>
  opsApi.download(url.replace(/^files\//, 'attempt-files/'));
