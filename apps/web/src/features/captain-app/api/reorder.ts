import { captainApi } from '@/lib/captain-api';

/** `POST /api/captain/run/order`: the route order he arranged (ids, first stop first). */
export const saveRouteOrder = (orderIds: number[]) => captainApi.post('run/order', { order_ids: orderIds });
