import {
  captainPositionEvent,
  captainPositionsResponseSchema,
  type CaptainPosition,
} from '@courier/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { opsApi } from '@/lib/ops-api';
import { onOpsSocketEvent } from '@/lib/ops-socket';
import { captainKeys } from './captain-keys';

const positionsKey = [...captainKeys.all, 'positions'] as const;

/**
 * `GET /api/ops/captains/positions`: the captains on the map, then live: each `captain:position` of the
 * `captains` desk's room moves that captain's pin without a refetch (decision 066).
 */
export function useCaptainPositions() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOpsSocketEvent(captainPositionEvent, (payload) => {
        const moved = payload as CaptainPosition;
        queryClient.setQueryData<CaptainPosition[]>(positionsKey, (list) =>
          list
            ? [...list.filter((p) => p.captain_id !== moved.captain_id), moved].sort((a, b) =>
                a.name.localeCompare(b.name),
              )
            : list,
        );
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: positionsKey,
    queryFn: async () =>
      (await opsApi.get('captains/positions', { schema: captainPositionsResponseSchema })).feed,
    // The live events keep it current; a refetch now and then catches captains who stopped sharing.
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
}
