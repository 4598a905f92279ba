import type { OpsOverdue } from '@courier/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

const hourMs = 3_600_000;

/** The age a badge shows: hours under two days, whole days from then on. */
export function overdueAge(since: string, now: Date): { unit: 'hours' | 'days'; age: number } {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / hourMs));
  return hours < 48 ? { unit: 'hours', age: hours } : { unit: 'days', age: Math.floor(hours / 24) };
}

/** A desk row past its stage's time limit (decision 060): which stage, and how old it is. */
export function OverdueBadge({
  overdue,
  now = new Date(),
}: {
  overdue: OpsOverdue | null | undefined;
  now?: Date;
}) {
  const { t } = useTranslation('ops-dashboard');
  if (!overdue) return null;
  const { unit, age } = overdueAge(overdue.since, now);
  return (
    <Badge color="red.9" variant="filled" title={t(`badge.${overdue.rule}`)}>
      {t(`badge.${unit}`, { age })}
    </Badge>
  );
}
