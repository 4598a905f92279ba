import { cairoDay, type OpsTimeLimits } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { StaffContext } from '../../http/staff-guard';
import { isoTime } from '../../lib/iso-time';
import type { OpsTimeLimitsRepository, OverdueCuts } from './ops-overdue.repository';

const hourMs = 60 * 60 * 1000;

/** The instants each stage's limit falls at, seen from `now` (the business clock). */
export function overdueCuts(limits: OpsTimeLimits, now: Date): OverdueCuts {
  return {
    sentBefore: new Date(now.getTime() - limits.sent_hours * hourMs),
    captainBefore: new Date(now.getTime() - limits.captain_days * 24 * hourMs),
    delayedOnOrBefore: cairoDay(now, -limits.delayed_days),
    requestBefore: new Date(now.getTime() - limits.request_hours * hourMs),
  };
}

/** The time limits per stage (issue 36 §7, decision 060): admins set them; desks and the dashboard read them. */
export function createOpsTimeLimitsService(deps: { limits: OpsTimeLimitsRepository; clock: Clock }) {
  return {
    async get() {
      const { updatedAt, updatedBy, ...limits } = await deps.limits.get();
      return { ...limits, updated_at: isoTime(updatedAt), updated_by: updatedBy };
    },
    async set(staff: StaffContext, limits: OpsTimeLimits) {
      await deps.limits.set(limits, staff.staffId, deps.clock.now());
    },
    /** What counts as overdue right now (one primary-key read). */
    async cuts(): Promise<OverdueCuts> {
      return overdueCuts(await deps.limits.get(), deps.clock.now());
    },
  };
}

export type OpsTimeLimitsService = ReturnType<typeof createOpsTimeLimitsService>;
