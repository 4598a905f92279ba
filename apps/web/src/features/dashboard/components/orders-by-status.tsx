import {
  orderListNames,
  orderLists,
  orderStatusByCode,
  orderStatusLabelKey,
  orderStatuses,
  translate,
  type OrderStatus,
} from '@courier/contracts';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import classes from './dashboard.module.css';

/**
 * Where a status's count leads: its own list when spec §2 has one (the seven order lists), else the
 * advanced search results filtered by that status.
 */
export function ordersOfStatusPath(status: OrderStatus): string {
  const list = orderListNames.find((name) => orderLists[name] === status);
  return list ? `/${list}` : `${paths.advancedSearchResults.path}?status=${orderStatuses[status]}`;
}

interface OrdersByStatusProps {
  counts: readonly { status: number; count: number }[];
}

/** The client's orders per status (all 14, spec §3), each a link to the orders it counts. */
export function OrdersByStatus({ counts }: OrdersByStatusProps) {
  const lang = useLanguage();
  const rows = counts.flatMap(({ status, count }) => {
    const name = orderStatusByCode(status);
    return name ? [{ name, count, label: translate(orderStatusLabelKey(name), lang) }] : [];
  });
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, md: 4, xl: 7 }}
      spacing="sm"
      component="ul"
      className={classes.plainList}
    >
      {rows.map(({ name, count, label }) => (
        <li key={name}>
          <UnstyledButton component={Link} to={ordersOfStatusPath(name)} className={classes.statusTile}>
            <Text fz={22} fw={700} lh={1.2} className={classes.statusCount}>
              {formatCount(count)}
            </Text>
            <Text size="sm" c="dark.6" lh={1.3}>
              {label}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
