import {
  missionStatusByCode,
  missionStatusLabelKey,
  orderStatusByCode,
  orderStatusLabelKey,
  translate,
  type MissionStatus,
  type OrderStatus,
} from '@courier/contracts';
import { Badge } from '@mantine/core';
import { useLanguage, type Language } from '@/lib/i18n';

/**
 * A colour family per status. The text is shade 9 on the family's light tint: only families whose
 * shade 9 keeps WCAG AA contrast there are used (yellow, orange and green do not).
 */
const orderColors: Record<OrderStatus, string> = {
  saved: 'gray',
  sent: 'blue',
  underway: 'cyan',
  with_captain: 'indigo',
  with_company: 'grape',
  returned: 'grape',
  given: 'teal',
  wallet: 'teal',
  deleted: 'dark',
  resent: 'violet',
  missing_return: 'red',
  expired_return: 'gray',
  delayed: 'pink',
  uncompleted: 'red',
};

const missionColors: Record<MissionStatus, string> = {
  new: 'blue',
  for_captain: 'cyan',
  given_for_captain: 'indigo',
  exhausted: 'teal',
  canceled: 'red',
  executed_with_captain: 'teal',
  canceled_with_captain: 'grape',
};

/** Teal 9 reaches only 4.3:1 on teal's light tint (axe, English text): those badges sit on teal 0. */
const paler = new Set(['teal']);

interface StatusBadgeProps {
  kind: 'order' | 'mission';
  /** The numeric status code the API answers with. */
  code: number;
}

/** A status's words (a table's cell uses them as its title when the badge is cut). */
export function statusLabel(kind: 'order' | 'mission', code: number, lang: Language): string {
  if (kind === 'order') {
    const status = orderStatusByCode(code);
    return status ? translate(orderStatusLabelKey(status), lang) : String(code);
  }
  const status = missionStatusByCode(code);
  return status ? translate(missionStatusLabelKey(status), lang) : String(code);
}

/** An order or mission status as a coloured label, worded by the shared catalog (spec §3 statuses). */
export function StatusBadge({ kind, code }: StatusBadgeProps) {
  const lang = useLanguage();
  const label = statusLabel(kind, code, lang);
  let color: string;
  if (kind === 'order') {
    const status = orderStatusByCode(code);
    color = status ? orderColors[status] : 'gray';
  } else {
    const status = missionStatusByCode(code);
    color = status ? missionColors[status] : 'gray';
  }
  return (
    <Badge
      variant="light"
      color={color}
      c={`${color}.9`}
      bg={paler.has(color) ? `${color}.0` : undefined}
      tt="none"
      fw={600}
      size="lg"
      radius="sm"
      miw="max-content"
    >
      {label}
    </Badge>
  );
}
