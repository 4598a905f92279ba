import {
  okSchema,
  opsShipmentListResponseSchema,
  opsShipmentResponseSchema,
  type OpsShipmentDetails,
  type OpsShipmentEventForm,
  type OpsShipmentForm,
  type OpsShipmentListResponse,
} from '@courier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';

const base = 'international-shipments';

export interface ShipmentListParams {
  page: number;
  perPage: number;
  filters: { search?: string };
}

/** Query keys of the international-tracking desk; every change invalidates `shipmentKeys.all`. */
export const shipmentKeys = {
  all: ['ops-tracking'] as const,
  list: (params: ShipmentListParams) => [...shipmentKeys.all, 'list', params] as const,
  details: (id: number) => [...shipmentKeys.all, 'details', id] as const,
};

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

/** `GET /api/ops/international-shipments/{id}`: the shipment and its events, newest first. */
export function useShipment(id: number) {
  return useQuery({
    queryKey: shipmentKeys.details(id),
    queryFn: async ({ signal }) =>
      (await opsApi.get(`${base}/${id}`, { schema: opsShipmentResponseSchema, signal })).feed,
  });
}

/** What staff do to shipments and their events (decision 020's amendment): one call each. */
export type ShipmentChange =
  | { kind: 'add'; values: OpsShipmentForm }
  | { kind: 'edit'; id: number; values: OpsShipmentForm }
  | { kind: 'delete'; id: number }
  | { kind: 'addEvent'; id: number; values: OpsShipmentEventForm }
  | { kind: 'deleteEvent'; id: number; eventId: number };

/** The shipment as it is after the change (null once deleted). */
export async function changeShipment(change: ShipmentChange): Promise<OpsShipmentDetails | null> {
  const options = { schema: opsShipmentResponseSchema };
  switch (change.kind) {
    case 'add':
      return (await opsApi.post(base, change.values, options)).feed;
    case 'edit':
      return (await opsApi.put(`${base}/${change.id}`, change.values, options)).feed;
    case 'delete':
      await opsApi.delete(`${base}/${change.id}`, { schema: okSchema });
      return null;
    case 'addEvent':
      return (await opsApi.post(`${base}/${change.id}/events`, change.values, options)).feed;
    case 'deleteEvent':
      return (await opsApi.delete(`${base}/${change.id}/events/${change.eventId}`, options)).feed;
  }
}

export function useChangeShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeShipment,
    onSuccess: () => client.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
