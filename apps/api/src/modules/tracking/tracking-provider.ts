import type { Language, Tracking, TrackingEvent } from '@courier/contracts';

/** A shipment as a provider words it: its statuses are the provider's own; the service labels them. */
export type ProviderTracking = Omit<Tracking, 'status_key' | 'status_label' | 'events'> & {
  events: Omit<TrackingEvent, 'status_key' | 'status_label'>[];
};

/**
 * Where international tracking comes from (decision 020). A provider answers the shipments it knows for
 * `code` (an empty list when none); a provider that cannot answer throws.
 */
export interface TrackingProvider {
  readonly name: string;
  track(request: { clientId: number; code: string; lang: Language }): Promise<ProviderTracking[]>;
}

/** Asks each provider in turn and answers the first non-empty list. */
export function firstFound(providers: readonly TrackingProvider[]): TrackingProvider {
  return {
    name: providers.map((p) => p.name).join('+'),
    async track(request) {
      for (const provider of providers) {
        const found = await provider.track(request);
        if (found.length > 0) return found;
      }
      return [];
    },
  };
}
