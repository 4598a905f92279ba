import { pendingImportsResponseSchema, type PendingImport } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const pendingImportsKey = ['order-import', 'pending'] as const;

/** `GET order/add-excelsheet/pending`: smart uploads and store orders waiting for a choice of place. */
export async function getPendingImports(signal?: AbortSignal): Promise<PendingImport[]> {
  return (await api.get('order/add-excelsheet/pending', { schema: pendingImportsResponseSchema, signal }))
    .feed;
}

export function usePendingImports() {
  return useQuery({ queryKey: pendingImportsKey, queryFn: ({ signal }) => getPendingImports(signal) });
}
