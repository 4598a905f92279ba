import { Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './link-cards.module.css';

export interface LinkCard {
  to: string;
  icon: Icon;
  label: string;
  hint: string;
}

/** A list of pages to go to, as cards with an icon, a name and a line of explanation. */
export function LinkCards({ links }: { links: LinkCard[] }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {links.map(({ to, icon: LinkIcon, label, hint }) => (
        <li key={to}>
          <UnstyledButton component={Link} to={to} className={classes.card}>
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size="lg" radius="md" variant="light" color="blue" aria-hidden="true">
                <LinkIcon size={22} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{label}</Text>
                <Text size="sm" c="dimmed">
                  {hint}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
