import { Indicator } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '@/lib/format';

/** A top-bar control's red count (hidden at zero): the notification bell, the unread tickets. */
export function CountIndicator({
  count,
  testId,
  children,
}: {
  count: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Indicator
      label={formatCount(count)}
      disabled={count === 0}
      size={18}
      offset={6}
      color="red.8"
      data-testid={testId}
    >
      {children}
    </Indicator>
  );
}
