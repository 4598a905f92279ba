import { missionOrdersResponseSchema } from '@courier/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { missionKeys } from './mission-keys';

/** `GET mission/mission-orders?id&page&perPage`: the orders the mission carries, paged. */
export function getMissionOrders(id: number, page: number, perPage: number, signal?: AbortSignal) {
  return api.get('mission/mission-orders', {
    query: { id, page, perPage },
    schema: missionOrdersResponseSchema,
    signal,
  });
}

export function useMissionOrders(id: number, page: number, perPage: number) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: missionKeys.orders(id, page, perPage, lang),
      queryFn: ({ signal }) => getMissionOrders(id, page, perPage, signal),
      placeholderData: keepPreviousData,
      enabled: id > 0,
    }),
  );
}
