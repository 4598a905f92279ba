/**
 * A case's deadline as the merchant reads it: passed (the default applies at the next hourly run), due
 * within 6 hours (urgent), or later, with the whole hours left.
 */
export type DeadlineState = { kind: 'passed' } | { kind: 'soon' | 'later'; hoursLeft: number };

const soonHours = 6;

export function deadlineState(deadlineAt: string, now: Date = new Date()): DeadlineState {
  const ms = new Date(deadlineAt).getTime() - now.getTime();
  if (ms <= 0) return { kind: 'passed' };
  const hoursLeft = Math.ceil(ms / 3_600_000);
  return { kind: hoursLeft <= soonHours ? 'soon' : 'later', hoursLeft };
}
