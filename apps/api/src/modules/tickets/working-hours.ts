/**
 * The help desk's working hours (decision 026): Sunday to Thursday, 9:00 to 17:00 Cairo time. A ticket
 * opened with at least the target time left in the day is due that day (`not_delay` 1); otherwise it is
 * due the target time after the next working day opens (`not_delay` 0).
 */
const opensAt = 9;
const closesAt = 17;
const workingDays = new Set([0, 1, 2, 3, 4]); // Sunday..Thursday

const cairo = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Africa/Cairo',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Cairo's wall clock at `at`, as if it were UTC (so plain UTC arithmetic works on it). */
function wallClock(at: Date): Date {
  const parts = Object.fromEntries(cairo.formatToParts(at).map((p) => [p.type, p.value]));
  return new Date(
    Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!),
  );
}

export function dueTime(now: Date, targetHours: number): { dueAt: Date; notDelay: 0 | 1 } {
  const wall = wallClock(now);
  const offsetMs = wall.getTime() - now.getTime();
  const hour = wall.getUTCHours() + wall.getUTCMinutes() / 60;
  const today = workingDays.has(wall.getUTCDay());
  if (today && hour >= opensAt && hour + targetHours <= closesAt) {
    return { dueAt: new Date(now.getTime() + targetHours * 3_600_000), notDelay: 1 };
  }
  const next = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), opensAt));
  if (!(today && hour < opensAt)) next.setUTCDate(next.getUTCDate() + 1);
  while (!workingDays.has(next.getUTCDay())) next.setUTCDate(next.getUTCDate() + 1);
  const dueWall = next.getTime() + targetHours * 3_600_000;
  return { dueAt: new Date(dueWall - offsetMs), notDelay: 0 };
}
