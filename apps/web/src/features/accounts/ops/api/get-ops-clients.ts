import { opsClientListResponseSchema, type OpsClientListResponse } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsClientKeys, type OpsClientListParams } from './ops-client-keys';

/** `GET /api/ops/clients?page&perPage&search&freezed`. */
export function getOpsClients(
  { page, perPage, filters }: OpsClientListParams,
  signal?: AbortSignal,
): Promise<OpsClientListResponse> {
  return opsApi.get('clients', {
    query: { page, perPage, ...filters },
    schema: opsClientListResponseSchema,
    signal,
  });
}

export function useOpsClients(params: OpsClientListParams) {
  return useQuery({
    queryKey: opsClientKeys.list(params),
    queryFn: ({ signal }) => getOpsClients(params, signal),
    placeholderData: keepPreviousData,
  });
}
