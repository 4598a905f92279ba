import { opsClientDetailsResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { opsClientKeys } from './ops-client-keys';

/** `GET /api/ops/clients/{id}`: the client, its balance, latest orders and missions. */
export function getOpsClient(id: number, signal?: AbortSignal) {
  return opsApi.get(`clients/${id}`, { schema: opsClientDetailsResponseSchema, signal });
}

export function useOpsClient(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsClientKeys.details(id, lang),
    queryFn: ({ signal }) => getOpsClient(id, signal),
  });
}
