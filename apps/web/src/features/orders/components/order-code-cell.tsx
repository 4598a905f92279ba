import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

interface OrderCodeCellProps {
  code: string;
  urgent: boolean;
  /** The urgent badge's word, in the table's own texts. */
  urgentLabel: string;
  /** The order's page, where the reader may open it (the client's list); the desk shows the code only. */
  to?: string;
}

/** An order's code in a list, with the urgent badge: one cell for the client's list and the orders desk. */
export function OrderCodeCell({ code, urgent, urgentLabel, to }: OrderCodeCellProps) {
  return (
    <Group gap={6} wrap="nowrap">
      {to ? (
        <Anchor component={Link} to={to} fw={600} dir="ltr">
          {code}
        </Anchor>
      ) : (
        <Text span fw={600} dir="ltr">
          {code}
        </Text>
      )}
      {urgent && (
        <Badge size="sm" color="red" c="red.9" variant="light" tt="none" miw="max-content">
          {urgentLabel}
        </Badge>
      )}
    </Group>
  );
}
