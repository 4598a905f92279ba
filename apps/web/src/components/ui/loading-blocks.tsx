import { Skeleton, Stack, type MantineSpacing } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

interface LoadingBlocksProps {
  /** The height of each grey block, roughly the sections the page will show. */
  heights: readonly number[];
  gap?: MantineSpacing;
}

/** A page's content while it loads: grey blocks, announced once as "loading" to screen readers. */
export function LoadingBlocks({ heights, gap = 'md' }: LoadingBlocksProps) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={gap} role="status" aria-label={t('loading')}>
      {heights.map((height, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}
