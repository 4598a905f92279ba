import type { Language } from '@courier/contracts';
import { AppError } from '../../http/app-error';
import type { TrackingProvider } from './tracking-provider';

/** spec §7 `order/international-search`: the provider's list, or NO_INTERNATIONAL_SHIPMENT (spec §8). */
export function createTrackingService({ provider }: { provider: TrackingProvider }) {
  return {
    async search(clientId: number, code: string, lang: Language) {
      const found = await provider.track({ clientId, code, lang });
      if (found.length === 0) throw new AppError('NO_INTERNATIONAL_SHIPMENT');
      return found;
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
