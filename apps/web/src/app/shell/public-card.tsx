import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';

interface PublicCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  width?: number;
}

/** The card that holds a public page: its h1, a short explanation, then the form or text. */
export function PublicCard({ title, description, children, width = 440 }: PublicCardProps) {
  return (
    <Paper withBorder shadow="xs" radius="md" p={{ base: 'md', sm: 'xl' }} maw={width} mx="auto" w="100%">
      <PageTitle>{title}</PageTitle>
      {description && (
        <Text mb="lg" c="dimmed">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
