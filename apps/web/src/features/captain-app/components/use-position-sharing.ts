import { useEffect } from 'react';
import { sendPosition } from '../api/positions';

/** One fix from the phone, or null (refused, no signal, too slow). */
export function currentFix(maxAgeMs: number): Promise<GeolocationPosition | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), {
      enableHighAccuracy: true,
      maximumAge: maxAgeMs,
      timeout: 15_000,
    });
  });
}

export const fixBody = (fix: GeolocationPosition) => ({
  lat: fix.coords.latitude,
  lng: fix.coords.longitude,
  accuracy: Number.isFinite(fix.coords.accuracy) ? fix.coords.accuracy : null,
  at: new Date(fix.timestamp).toISOString(),
});

/**
 * Sends his position every `everySeconds` while `on` (he consented and a run is open) and the page is
 * visible and online (decision 066). Nothing is queued: a fix that cannot go now is stale by the next one.
 */
export function usePositionSharing(on: boolean, everySeconds: number) {
  useEffect(() => {
    if (!on) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const tick = async () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      const fix = await currentFix(everySeconds * 1000);
      if (fix) await sendPosition(fixBody(fix));
    };
    const follow = () => {
      if (timer) clearInterval(timer);
      timer = null;
      if (document.visibilityState !== 'visible') return;
      void tick();
      timer = setInterval(() => void tick(), everySeconds * 1000);
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      if (timer) clearInterval(timer);
    };
  }, [on, everySeconds]);
}
