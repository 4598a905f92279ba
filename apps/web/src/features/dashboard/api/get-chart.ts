import type { ChartResponse } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export type ChartFeed = ChartResponse['feed'];

/** `GET chart`: delivered orders per day over the last 30 days and the client's orders per status. */
export async function getChart(signal?: AbortSignal): Promise<ChartFeed> {
  return (await api.get<ChartResponse>('chart', { signal })).feed;
}

export function useChart(enabled = true) {
  return useQuery(
    queryOptions({ queryKey: dashboardKeys.chart(), queryFn: ({ signal }) => getChart(signal), enabled }),
  );
}
