import { opsShipmentResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { shipmentKeys, shipmentsBase as base } from './shipment-keys';

/** `GET /api/ops/international-shipments/{id}`: the shipment and its events, newest first. */
export function useShipment(id: number) {
  return useQuery({
    queryKey: shipmentKeys.details(id),
    queryFn: async ({ signal }) =>
      (await opsApi.get(`${base}/${id}`, { schema: opsShipmentResponseSchema, signal })).feed,
  });
}
