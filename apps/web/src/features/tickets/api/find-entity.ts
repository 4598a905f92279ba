import { missionSearchResponseSchema, quickSearchResponseSchema } from '@courier/contracts';
import { api } from '@/lib/api-client';

/** The order (`order/search`) or mission (`mission/advanced-search-submit`) a complaint is about, by code. */
export async function findEntity(
  kind: 'order' | 'mission',
  code: string,
): Promise<{ id: number; code: string } | null> {
  if (kind === 'order') {
    const found = await api.post('order/search', { codes: code }, { schema: quickSearchResponseSchema });
    const order = found.feed[0];
    return order ? { id: order.id, code: String(order.code) } : null;
  }
  const found = await api.post(
    'mission/advanced-search-submit',
    { code },
    { schema: missionSearchResponseSchema },
  );
  const mission = found.feed[0];
  return mission ? { id: mission.id, code: String(mission.code) } : null;
}
