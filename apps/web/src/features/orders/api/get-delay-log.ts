import { delayLogResponseSchema, type DelayLogEntry } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { orderKeys } from './order-keys';

/** `POST order/delay-log?code`: the order's delay requests. */
export async function getDelayLog(code: string, signal?: AbortSignal): Promise<DelayLogEntry[]> {
  return (await api.post('order/delay-log', {}, { query: { code }, schema: delayLogResponseSchema, signal }))
    .feed;
}

export function useDelayLog(code: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: orderKeys.delayLog(code, lang),
    queryFn: ({ signal }) => getDelayLog(code, signal),
  });
}
