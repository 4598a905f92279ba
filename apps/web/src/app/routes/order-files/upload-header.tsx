import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { TemplateDownloadButton } from '@/features/order-import/components/template-download-button';

interface UploadHeaderProps {
  title: string;
  intro: string;
  /** The other upload screen (plain ↔ smart). */
  other: { to: string; label: string };
}

/** Title, what the screen does, the template, and the way to the other upload mode. */
export function UploadHeader({ title, intro, other }: UploadHeaderProps) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Text mb="sm" maw={720}>
        {intro}
      </Text>
      <Group gap="md" mb="md" wrap="wrap">
        <TemplateDownloadButton />
        <Anchor component={Link} to={other.to} size="sm">
          {other.label}
        </Anchor>
      </Group>
    </>
  );
}
