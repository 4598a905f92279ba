import type { Mission } from '@courier/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { StatusBadge, statusLabel } from '@/components/ui/status-badge';
import { formatDay } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { missionTypeName } from '../utils/labels';
import { missionDetailsPath } from '../utils/mission-paths';

interface MissionColumnTexts {
  /** Each side's own column headers. */
  headers: Record<'code' | 'type' | 'status' | 'due' | 'captain' | 'address' | 'orders', string>;
  lang: Language;
  /** The client's lists link the code to the mission's page; the desk shows the code only. */
  link?: boolean;
}

/**
 * The columns a mission list shares, defined once for the client's lists and the missions desk (issue
 * 43, decision 057): each side composes its own list from these and its own columns.
 */
export function missionColumns({ headers, lang, link }: MissionColumnTexts) {
  const columns = {
    code: {
      key: 'code',
      header: headers.code,
      rowHeader: true,
      width: 7,
      text: (m) => m.code,
      cell: (m) =>
        link ? (
          <Anchor component={Link} to={missionDetailsPath(m.id)} fw={600} dir="ltr">
            {m.code}
          </Anchor>
        ) : (
          <Text span fw={600} dir="ltr">
            {m.code}
          </Text>
        ),
    },
    type: {
      key: 'type',
      header: headers.type,
      nowrap: true,
      width: 6.5,
      cell: (m) => missionTypeName(m.type, lang),
    },
    status: {
      key: 'status',
      header: headers.status,
      priority: 1,
      width: 10.5,
      card: 'badge',
      text: (m) => statusLabel('mission', m.status, lang),
      cell: (m) => <StatusBadge kind="mission" code={m.status} />,
    },
    due: {
      key: 'due',
      header: headers.due,
      nowrap: true,
      width: 6.5,
      cell: (m) => (m.due_date ? formatDay(m.due_date, lang) : null),
    },
    captain: {
      key: 'captain',
      header: headers.captain,
      width: 8,
      cell: (m) => (m.captain ? <bdi>{m.captain.name}</bdi> : null),
    },
    address: {
      key: 'address',
      header: headers.address,
      priority: 3,
      width: 9,
      cell: (m) => (m.address ? <bdi>{m.address.title}</bdi> : null),
    },
    orders: {
      key: 'orders',
      header: headers.orders,
      nowrap: true,
      width: 5,
      cell: (m) => String(m.orders_count),
    },
  } satisfies Record<string, DataTableColumn<Mission>>;
  return columns as Record<keyof typeof columns, DataTableColumn<Mission>>;
}
