import type { ChartResponse } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { dashboardKeys } from './dashboard-keys';

export type ChartFeed = ChartResponse['feed'];

/** `GET chart`: delivered orders per day (a week in English, 30 days in Arabic) and orders per status. */
export async function getChart(signal?: AbortSignal): Promise<ChartFeed> {
  return (await api.get<ChartResponse>('chart', { signal })).feed;
}

export function useChart(enabled = true) {
  // The window follows the language, so each language has its own cache entry.
  const lang = useLanguage();
  return useQuery(
    queryOptions({ queryKey: dashboardKeys.chart(lang), queryFn: ({ signal }) => getChart(signal), enabled }),
  );
}
