/** The desk's calls share one base path and one key root (`shipmentKeys.all`). */
export const shipmentsBase = 'international-shipments';

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
