import { missionTypes, opsMissionListResponseSchema, type Mission } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';

/** The missions that pick parcels up at a merchant: each has a pickup manifest. */
const pickupTypes = [missionTypes.receiving, missionTypes.receiving_and_returns];

/**
 * The pickup missions due on a day (the missions desk's list, `GET /api/ops/missions?type&due_date`, once
 * per pickup type, up to 100 each), by code: the pickup manifest's picker.
 */
export function usePickupMissions(day: string, enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['run-sheets', 'pickups', day, lang],
    queryFn: async ({ signal }): Promise<Mission[]> => {
      const pages = await Promise.all(
        pickupTypes.map((type) =>
          opsApi.get('missions', {
            query: { type, due_date: day, page: 1, perPage: 100 },
            schema: opsMissionListResponseSchema,
            signal,
          }),
        ),
      );
      return pages.flatMap((p) => p.feed).sort((a, b) => a.code.localeCompare(b.code));
    },
    enabled: enabled && day !== '',
  });
}
