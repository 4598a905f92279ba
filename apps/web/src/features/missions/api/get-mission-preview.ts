import {
  missionPreviewResponseSchema,
  type MissionPreview,
  type MissionPreviewType,
} from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { missionKeys } from './mission-keys';

/** `GET mission/previews?id&type`: 1 orders per status, 2 the money, 3 the returned orders (spec §9). */
export async function getMissionPreview(
  id: number,
  type: MissionPreviewType,
  signal?: AbortSignal,
): Promise<MissionPreview> {
  return (
    await api.get('mission/previews', { query: { id, type }, schema: missionPreviewResponseSchema, signal })
  ).feed;
}

export function useMissionPreview(id: number, type: MissionPreviewType) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: missionKeys.preview(id, type, lang),
      queryFn: ({ signal }) => getMissionPreview(id, type, signal),
      enabled: id > 0,
    }),
  );
}
