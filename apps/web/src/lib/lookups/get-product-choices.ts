import type { Product, ProductListResponse } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The client's products the order form offers (`GET products?page=1&paginate=100`, newest first). Keyed
 * under 'products' so adding or editing a product refreshes it.
 */
export async function getProductChoices(signal?: AbortSignal): Promise<Product[]> {
  const { feed } = await api.get<ProductListResponse>('products', {
    query: { page: 1, paginate: 100 },
    signal,
  });
  return feed.data;
}

export function useProductChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['products', 'choices'],
    queryFn: ({ signal }) => getProductChoices(signal),
    staleTime: 60_000,
    enabled,
  });
}
