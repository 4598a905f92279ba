import {
  trackingStatusKeyOf,
  trackingStatusLabelKey,
  translate,
  type Language,
  type Tracking,
} from '@courier/contracts';
import { AppError } from '../../http/app-error';
import type { ProviderTracking, TrackingProvider } from './tracking-provider';

/** The provider's status as ours: its key and label in the caller's language (issue 41.8). */
function labelled<T extends { status: string }>(item: T, lang: Language) {
  const key = trackingStatusKeyOf(item.status);
  return { ...item, status_key: key, status_label: translate(trackingStatusLabelKey(key), lang) };
}

function toTracking(found: ProviderTracking, lang: Language): Tracking {
  return { ...labelled(found, lang), events: found.events.map((event) => labelled(event, lang)) };
}

/** spec §7 `order/international-search`: the provider's list, or NO_INTERNATIONAL_SHIPMENT (spec §8). */
export function createTrackingService({ provider }: { provider: TrackingProvider }) {
  return {
    async search(clientId: number, code: string, lang: Language) {
      const found = await provider.track({ clientId, code, lang });
      if (found.length === 0) throw new AppError('NO_INTERNATIONAL_SHIPMENT');
      return found.map((item) => toTracking(item, lang));
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
