import { reasonsResponseSchema, type NamedItem } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { opsOrderKeys } from './ops-order-keys';

/** `GET /api/ops/orders/reasons`: the reasons a delayed, uncompleted, returned or partly paid move gives. */
export function useMoveReasons(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsOrderKeys.reasons(lang),
    queryFn: async ({ signal }): Promise<NamedItem[]> =>
      (await opsApi.get('orders/reasons', { schema: reasonsResponseSchema, signal })).feed,
    staleTime: Infinity,
    enabled,
  });
}
