import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { costKeys, type ListParams } from './cost-keys';

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

const companiesResponseSchema = z.object({
  success: z.literal(1),
  feed: z.array(companySchema),
  feed_count: z.number().int(),
});

/** `POST companies` with page, perPage and an optional name: the companies the client ships for. */
export async function getCompanies(params: ListParams, signal?: AbortSignal) {
  const { feed, feed_count } = await api.post(
    'companies',
    { page: params.page, perPage: params.perPage, ...(params.name ? { name: params.name } : {}) },
    { schema: companiesResponseSchema, signal },
  );
  return { rows: feed, total: feed_count };
}

export function useCompanies(params: ListParams) {
  return useQuery({
    queryKey: costKeys.companies(params),
    queryFn: ({ signal }) => getCompanies(params, signal),
    placeholderData: keepPreviousData,
  });
}
