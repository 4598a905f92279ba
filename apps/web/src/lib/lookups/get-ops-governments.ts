import { governmentsResponseSchema, type NamedItem } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { lookupKeys } from './lookup-keys';

/** `GET /api/ops/orders/governorates`: the console's governorates (the client's: `get-governments.ts`). */
export function useOpsGovernments() {
  const lang = useLanguage();
  return useQuery({
    queryKey: lookupKeys.opsGovernments(lang),
    queryFn: async ({ signal }): Promise<NamedItem[]> =>
      (await opsApi.get('orders/governorates', { schema: governmentsResponseSchema, signal })).feed,
    staleTime: Infinity,
  });
}
