import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { ProviderTracking, TrackingProvider } from './tracking-provider';

/**
 * 17TRACK's tracking API v2.2 (https://api.17track.net/en/doc): `POST {base}/gettrackinfo` with the
 * `17token` header and `[{ "number": code }]`; a number 17TRACK has not registered yet comes back in
 * `data.rejected` and is registered (`POST {base}/register`) so a later search finds it. Only the fields
 * read here are checked; anything else in the answer is ignored.
 */
const eventSchema = z.object({
  time_iso: z.string().nullish(),
  time_utc: z.string().nullish(),
  description: z.string().nullish(),
  location: z.string().nullish(),
  stage: z.string().nullish(),
});

const acceptedSchema = z.object({
  number: z.string(),
  track_info: z
    .object({
      latest_status: z.object({ status: z.string().nullish() }).nullish(),
      shipping_info: z
        .object({
          shipper_address: z.object({ country: z.string().nullish() }).nullish(),
          recipient_address: z.object({ country: z.string().nullish() }).nullish(),
        })
        .nullish(),
      tracking: z
        .object({
          providers: z
            .array(
              z.object({
                provider: z.object({ name: z.string().nullish() }).nullish(),
                events: z.array(eventSchema).nullish(),
              }),
            )
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

const answerSchema = z.object({
  code: z.number(),
  data: z
    .object({
      accepted: z.array(acceptedSchema).nullish(),
      rejected: z
        .array(z.object({ number: z.string(), error: z.object({ code: z.number() }).nullish() }))
        .nullish(),
    })
    .nullish(),
});

/** 17TRACK's code for "this number is not registered yet". */
const notRegistered = -18019902;

function toTracking(item: z.infer<typeof acceptedSchema>): ProviderTracking | null {
  const info = item.track_info;
  const providers = info?.tracking?.providers ?? [];
  const events = providers
    .flatMap((p) => p.events ?? [])
    .flatMap((e) => {
      const time = e.time_utc ?? e.time_iso;
      const date = time ? new Date(time) : null;
      if (!date || Number.isNaN(date.getTime())) return [];
      return [
        {
          time: date.toISOString(),
          status: e.stage ?? '',
          description: e.description ?? '',
          location: e.location ?? null,
        },
      ];
    })
    .sort((a, b) => b.time.localeCompare(a.time));
  if (events.length === 0 && !info?.latest_status?.status) return null;
  return {
    code: item.number,
    carrier: providers.find((p) => p.provider?.name)?.provider?.name ?? '17TRACK',
    status: info?.latest_status?.status ?? events[0]?.status ?? '',
    origin: info?.shipping_info?.shipper_address?.country ?? null,
    destination: info?.shipping_info?.recipient_address?.country ?? null,
    events,
  };
}

export function createSeventeenTrackProvider(settings: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): TrackingProvider {
  const doFetch = settings.fetch ?? fetch;
  const base = settings.baseUrl.replace(/\/$/, '');

  async function call(path: string, code: string) {
    let response: Response;
    try {
      response = await doFetch(`${base}/${path}`, {
        method: 'POST',
        headers: { '17token': settings.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify([{ number: code }]),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    if (!response.ok) throw new AppError('SERVICE_UNAVAILABLE');
    const parsed = answerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success || parsed.data.code !== 0) throw new AppError('SERVICE_UNAVAILABLE');
    return parsed.data.data;
  }

  return {
    name: '17track',
    async track({ code }) {
      const data = await call('gettrackinfo', code);
      if (data?.rejected?.some((r) => r.error?.code === notRegistered)) {
        // Registered now, so the carrier's events are there on a later search.
        await call('register', code).catch(() => undefined);
      }
      return (data?.accepted ?? []).flatMap((item) => {
        const tracking = toTracking(item);
        return tracking ? [tracking] : [];
      });
    },
  };
}
