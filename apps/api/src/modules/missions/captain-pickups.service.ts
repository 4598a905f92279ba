import { missionTypeByCode, type CaptainPickup, type Language, type PickupParcel } from '@courier/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { CaptainContext } from '../../http/captain-guard';
import type { CaptainPickupsRepository, ManifestRow } from './captain-pickups.repository';

const toParcel = (r: ManifestRow): PickupParcel => ({
  id: r.id,
  code: r.code,
  bar_code: r.bar_code,
  receiver: r.receiver,
  scanned: r.scanned ? 1 : 0,
});

/**
 * The captain's pickups (issue 37 §2, decision 066): the pickup missions the office gave him, where to go,
 * whom to call, and the parcels to collect; scanning one there confirms it (the run's scan-to-confirm).
 * The desk's execution of the mission still takes the orders (decision 025).
 */
export function createCaptainPickupsService(deps: { pickups: CaptainPickupsRepository; clock: Clock }) {
  const repo = deps.pickups;
  return {
    async pickups(captain: CaptainContext, lang: Language): Promise<CaptainPickup[]> {
      const missions = await repo.pickups(captain.captainId, lang);
      const parcels = await repo.manifests(missions.map((m) => m.id));
      return missions.map((m) => ({
        ...m,
        type: missionTypeByCode(m.type) ?? String(m.type),
        parcels: parcels.filter((p) => p.mission_id === m.id).map(toParcel),
      }));
    },

    /** 404 when the mission is not his open pickup or the code is not on its manifest. */
    async scan(captain: CaptainContext, missionId: number, code: string) {
      const orderId = await repo.scan(captain.captainId, missionId, code, deps.clock.now());
      if (orderId === null) throw new AppError('NOT_FOUND');
      const parcel = (await repo.manifests([missionId])).find((p) => p.id === orderId);
      if (!parcel) throw new AppError('NOT_FOUND');
      return { mission_id: missionId, parcel: toParcel(parcel) };
    },
  };
}

export type CaptainPickupsService = ReturnType<typeof createCaptainPickupsService>;
