import { opsShipmentListResponseSchema, type OpsShipmentListResponse } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { shipmentKeys, shipmentsBase as base, type ShipmentListParams } from './shipment-keys';

/** `GET /api/ops/international-shipments?page&perPage&search`. */
export function getShipments(
  { page, perPage, filters }: ShipmentListParams,
  signal?: AbortSignal,
): Promise<OpsShipmentListResponse> {
  return opsApi.get(base, {
    query: { page, perPage, ...filters },
    schema: opsShipmentListResponseSchema,
    signal,
  });
}

export function useShipments(params: ShipmentListParams) {
  return useQuery({
    queryKey: shipmentKeys.list(params),
    queryFn: ({ signal }) => getShipments(params, signal),
    placeholderData: keepPreviousData,
  });
}
