import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkButtonProps extends Omit<ButtonProps, 'leftSection'> {
  to: string;
  icon: Icon;
  /** 18 beside a page title, 16 (the default) in a toolbar. */
  iconSize?: number;
  children: ReactNode;
}

/** A link that looks like a button, with its icon (add another, print, view the log). */
export function LinkButton({ to, icon: ItemIcon, iconSize = 16, children, ...props }: LinkButtonProps) {
  return (
    <Button component={Link} to={to} leftSection={<ItemIcon size={iconSize} aria-hidden="true" />} {...props}>
      {children}
    </Button>
  );
}
