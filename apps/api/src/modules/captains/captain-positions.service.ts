import type { CaptainPosition, CaptainPositionBody } from '@courier/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { isoTime } from '../../lib/iso-time';
import type { CaptainPositionsRepository } from './captain-positions.repository';

/** A fix older than this when it arrives is dropped (a phone back from a tunnel sends only its newest). */
const staleAfterMs = 2 * 60_000;
/** The console's map shows captains seen within this window. */
const mapWindowMs = 2 * 60 * 60_000;

/**
 * Captains' positions with their consent (issue 37 §8, decision 066): asked once on the phone, withdrawn
 * at any time (the kept position goes with it). Only the newest fix is kept; each kept one is pushed to
 * the `captains` desk's room for the console's map.
 */
export function createCaptainPositionsService(deps: {
  positions: CaptainPositionsRepository;
  clock: Clock;
  everySeconds: number;
  /** A kept fix, to the staff who read the captains desk (decision 036). */
  onPosition?: (position: CaptainPosition) => void;
}) {
  const repo = deps.positions;
  const consentOf = async (captainId: number) => ({
    consent: (await repo.consentedAt(captainId)) ? (1 as const) : (0 as const),
    every_seconds: deps.everySeconds,
  });
  return {
    consent: consentOf,

    async setConsent(captainId: number, consent: boolean) {
      if (consent) await repo.consent(captainId, deps.clock.now());
      else await repo.withdraw(captainId);
      return consentOf(captainId);
    },

    /**
     * One fix from the phone: 409 POSITION_CONSENT_REQUIRED without consent; `kept` 0 when it was stale
     * (older than two minutes, or older than the one kept).
     */
    async record(captainId: number, body: CaptainPositionBody): Promise<{ kept: 0 | 1 }> {
      const now = deps.clock.now();
      const at = new Date(body.at);
      // A fix from the phone's future is taken as now; one from too long ago is of no use to the map.
      const when = at > now ? now : at;
      const fix = { lat: body.lat, lng: body.lng, accuracy: body.accuracy ?? null, at: when };
      const stale = now.getTime() - when.getTime() > staleAfterMs;
      // One statement on the common path; the consent is read apart only when nothing was kept.
      const who = stale ? null : await repo.record(captainId, fix, now);
      if (!who) {
        if (!(await repo.consentedAt(captainId))) throw new AppError('POSITION_CONSENT_REQUIRED');
        return { kept: 0 };
      }
      deps.onPosition?.({ captain_id: captainId, ...who, ...fix, at: when.toISOString() });
      return { kept: 1 };
    },

    /** The console's map: active captains seen in the last two hours. */
    async latest(): Promise<CaptainPosition[]> {
      const rows = await repo.latest(new Date(deps.clock.now().getTime() - mapWindowMs));
      return rows.map((r) => ({ ...r, at: isoTime(r.at)! }));
    },
  };
}

export type CaptainPositionsService = ReturnType<typeof createCaptainPositionsService>;
