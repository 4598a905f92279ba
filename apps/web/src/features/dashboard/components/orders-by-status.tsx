import {
  orderListNames,
  orderLists,
  orderStatusByCode,
  orderStatusLabelKey,
  orderStatuses,
  type OrderStatus,
} from '@courier/contracts';
import { SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useLoadedMessageCatalog } from '@/lib/message-catalog';
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
  // The status labels are the contracts catalog's, not in the first paint: the placeholder until it is in.
  const catalog = useLoadedMessageCatalog();
  if (!catalog) return <Skeleton height={160} radius="md" aria-hidden="true" />;
  const rows = counts.flatMap(({ status, count }) => {
    const name = orderStatusByCode(status);
    return name ? [{ name, count, label: catalog.translate(orderStatusLabelKey(name), lang) }] : [];
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
