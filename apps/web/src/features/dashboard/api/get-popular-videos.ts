import type { Video } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { dashboardKeys } from './dashboard-keys';

/** `POST popular_videos`: the tutorial videos, titled in the caller's language. */
export async function getPopularVideos(signal?: AbortSignal): Promise<Video[]> {
  return (await api.post<{ feed: Video[] }>('popular_videos', {}, { signal })).feed;
}

export function usePopularVideos() {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.videos(lang),
      queryFn: ({ signal }) => getPopularVideos(signal),
      staleTime: 10 * 60_000,
    }),
  );
}
