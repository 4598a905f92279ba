import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** The page's h1 with its main buttons beside it (below it on a phone). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="md">
      <PageTitle mb={0}>{title}</PageTitle>
      {children && (
        <Group gap="xs" wrap="wrap">
          {children}
        </Group>
      )}
    </Group>
  );
}
