import { attemptReasonLabel, type AttemptCase, type Language } from '@courier/contracts';
import { Anchor, Text } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { formatAge, formatDay, formatDateTime } from '@/lib/format';
import type { TFunction } from '@/lib/use-translation';
import { deadlineState } from '../utils/attempt-deadline';

// Text with AA contrast on white (a light badge's tint failed it): passed in red, soon in bold.
const deadlineColor = { passed: 'red.9', soon: undefined, later: undefined } as const;

/** What the receiver asked from their link, in words (a new day, a correction, a cancel). */
export function requestText(row: AttemptCase, t: TFunction, lang: Language): string | null {
  const r = row.receiver_request;
  if (!r) return null;
  if (r.kind === 'new_day') return t('request.new_day', { day: r.day ? formatDay(r.day, lang) : '' });
  if (r.kind === 'cancel') return t('request.cancel');
  return t('request.correct', { details: [r.address, r.phone].filter(Boolean).join(' · ') });
}

/** The decided list's column: what was decided, by whom. */
export function decisionText(row: AttemptCase, t: TFunction, lang: Language): string | null {
  if (!row.decision) return null;
  const day = row.decision_day ? formatDay(row.decision_day, lang, true) : '';
  const by = row.decided_by ? ` (${t(`decision.by.${row.decided_by}`)})` : '';
  return `${t(`decision.${row.decision}`, { day })}${by}`;
}

/**
 * The centre's columns (decision 057: one entry per column). The order code names the row and links to
 * the order; the reason is the one shared table's label; the deadline says how long is left.
 */
export function attemptColumns(
  t: TFunction,
  lang: Language,
  state: 'open' | 'decided',
  now: Date,
): DataTableColumn<AttemptCase>[] {
  const open = state === 'open';
  const columns: (DataTableColumn<AttemptCase> | false)[] = [
    {
      key: 'code',
      header: t('columns.code'),
      rowHeader: true,
      nowrap: true,
      text: (r) => r.code,
      cell: (r) => (
        <Anchor component={Link} to={generatePath(paths.orderDetails.path, { code: r.code })} size="sm">
          {r.code}
        </Anchor>
      ),
    },
    { key: 'receiver', header: t('columns.receiver'), cell: (r) => r.receiver },
    {
      key: 'place',
      header: t('columns.place'),
      priority: 3,
      cell: (r) => `${r.governorate} · ${r.area}`,
    },
    {
      key: 'reason',
      header: t('columns.reason'),
      card: 'badge',
      sortValue: (r) => r.reason,
      cell: (r) => attemptReasonLabel(r.reason, lang),
    },
    {
      key: 'attempts',
      header: t('columns.attempts'),
      nowrap: true,
      sortValue: (r) => r.attempts,
      cell: (r) => String(r.attempts),
    },
    {
      key: 'age',
      header: t('columns.age'),
      nowrap: true,
      sortValue: (r) => r.failed_at,
      text: (r) => formatDateTime(r.failed_at, lang),
      cell: (r) => <span title={formatDateTime(r.failed_at, lang)}>{formatAge(r.failed_at, lang, now)}</span>,
    },
    open && {
      key: 'deadline',
      header: t('columns.deadline'),
      sortValue: (r) => r.deadline_at,
      text: (r) => deadlineLabel(r, t, now),
      cell: (r) => {
        const state = deadlineState(r.deadline_at, now);
        return (
          <Text span size="sm" c={deadlineColor[state.kind]} fw={state.kind === 'later' ? 400 : 600}>
            {deadlineLabel(r, t, now)}
          </Text>
        );
      },
    },
    {
      key: 'request',
      header: t('columns.request'),
      priority: 3,
      cell: (r) => requestText(r, t, lang),
    },
    !open && {
      key: 'decision',
      header: t('columns.decision'),
      width: 12,
      cell: (r) => decisionText(r, t, lang),
    },
  ];
  return columns.filter((c): c is DataTableColumn<AttemptCase> => c !== false);
}

function deadlineLabel(row: AttemptCase, t: TFunction, now: Date) {
  const state = deadlineState(row.deadline_at, now);
  return state.kind === 'passed' ? t('deadline.passed') : t('deadline.left', { count: state.hoursLeft });
}
