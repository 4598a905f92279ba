import {
  okSchema,
  opsShipmentResponseSchema,
  type OpsShipmentDetails,
  type OpsShipmentEventForm,
  type OpsShipmentForm,
} from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { shipmentKeys, shipmentsBase as base } from './shipment-keys';

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
