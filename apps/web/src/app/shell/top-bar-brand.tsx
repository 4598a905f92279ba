import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { NavToggle } from './shell-frame';

interface TopBarBrandProps extends NavToggle {
  /** Where the name leads: the portal's or the console's home. */
  home: string;
  /** The product's name, shown from the `xs` width on and always its link's accessible name. */
  name: string;
}

/** The start of every shell's top bar (the merchant's portal and the staff console): the menu button on phones, the name. */
export function TopBarBrand({ navOpened, onToggleNav, home, name }: TopBarBrandProps) {
  const { t } = useTranslation('shell');
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Burger
        opened={navOpened}
        onClick={onToggleNav}
        hiddenFrom="sm"
        size="sm"
        aria-label={navOpened ? t('nav.close') : t('nav.open')}
        aria-expanded={navOpened}
      />
      <UnstyledButton component={Link} to={home} aria-label={name}>
        <Group gap={6} wrap="nowrap">
          <IconTruckDelivery size={26} aria-hidden="true" color="var(--mantine-color-blue-8)" />
          <Text fw={700} visibleFrom="xs" truncate>
            {name}
          </Text>
        </Group>
      </UnstyledButton>
    </Group>
  );
}
