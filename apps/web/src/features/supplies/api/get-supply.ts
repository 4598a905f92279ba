import { supplyDetailsResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supplyKeys } from './supply-keys';

/** `GET supplies/{id}`: one supply's statement, per order collected, shipping fee and net. */
export async function getSupply(id: number, signal?: AbortSignal) {
  const { feed } = await api.get(`supplies/${id}`, { schema: supplyDetailsResponseSchema, signal });
  return feed;
}

export function useSupply(id: number) {
  return useQuery({ queryKey: supplyKeys.details(id), queryFn: ({ signal }) => getSupply(id, signal) });
}
