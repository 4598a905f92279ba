import { ticketStatusByCode, ticketStatusColor } from '@courier/contracts';
import { Badge } from '@mantine/core';

const mantineColor = { green: 'green', orange: 'orange', grey: 'gray' } as const;

/** The spec's colour codes (0 green, 1 orange, 2 grey) as a dot, the text in the body colour (contrast). */
export function TicketStatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <Badge variant="dot" color={mantineColor[ticketStatusColor[ticketStatusByCode(status)]]} c="dark">
      {label}
    </Badge>
  );
}
