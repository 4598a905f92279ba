import { Anchor, type AnchorProps } from '@mantine/core';
import { IconArrowNarrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface BackLinkProps extends Omit<AnchorProps, 'children'> {
  to: string;
  children: ReactNode;
}

/** "Back to …": a link with an arrow that points back in the reading direction (right in Arabic). */
export function BackLink({ to, children, ...props }: BackLinkProps) {
  return (
    <Anchor
      component={Link}
      to={to}
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
      {...props}
    >
      <IconArrowNarrowLeft size={16} className="mantine-rotate-rtl" aria-hidden="true" />
      {children}
    </Anchor>
  );
}
