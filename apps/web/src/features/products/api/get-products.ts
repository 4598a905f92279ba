import { productListResponseSchema } from '@courier/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

export const productsPageSize = 10;

/** The page number `next_page_url` points at (the server's paginator), or undefined at the end. */
export function nextPageOf(nextPageUrl: string | null): number | undefined {
  if (!nextPageUrl) return undefined;
  const page = Number(new URL(nextPageUrl, 'http://local').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : undefined;
}

/** `GET products?page&paginate&search`: one page of the paginator. */
export async function getProducts(page: number, search: string, signal?: AbortSignal) {
  const { feed } = await api.get('products', {
    query: { page, paginate: productsPageSize, search: search || undefined },
    schema: productListResponseSchema,
    signal,
  });
  return feed;
}

/** spec §4: the first load, then each "load more" appends the page `next_page_url` names. */
export function useProducts(search: string) {
  return useInfiniteQuery({
    queryKey: productKeys.list(search),
    queryFn: ({ pageParam, signal }) => getProducts(pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next_page_url),
  });
}
