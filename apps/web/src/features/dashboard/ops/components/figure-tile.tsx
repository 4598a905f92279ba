import { Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import classes from './ops-dashboard.module.css';

interface FigureTileProps {
  /** The figure as shown (a count, or money already formatted). */
  value: string;
  label: string;
  to: string;
  /** Red when a non-zero figure needs attention (overdue). */
  alert?: boolean;
}

/** One figure: a link to the desk filtered to exactly what it counts. */
export function FigureTile({ value, label, to, alert = false }: FigureTileProps) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.tile} data-alert={alert || undefined}>
      <Text fz={22} fw={700} lh={1.2} className={classes.value} dir="ltr" ta="start">
        {value}
      </Text>
      <Text size="sm" c="dark.6" lh={1.3}>
        {label}
      </Text>
    </UnstyledButton>
  );
}
