import { isoTime } from '../../lib/iso-time';
import type { TrackingProvider } from './tracking-provider';
import type { TrackingRepository } from './tracking.repository';

/** Shipments staff record in the database (demo shipments are seeded), in the caller's language. */
export function createDatabaseTrackingProvider(repo: TrackingRepository): TrackingProvider {
  return {
    name: 'database',
    async track({ clientId, code, lang }) {
      const shipments = await repo.findByCode(clientId, code);
      return shipments.map((s) => ({
        code: s.code,
        carrier: s.carrier,
        status: s.status,
        origin: s.origin,
        destination: s.destination,
        events: s.events.map((e) => ({
          time: isoTime(e.happenedAt)!,
          status: e.status,
          description: lang === 'en' ? e.descriptionEn : e.descriptionAr,
          location: e.location,
        })),
      }));
    },
  };
}
