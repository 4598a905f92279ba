import { Anchor, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { isScreenBuilt } from '@/config/paths';
import { usePopularVideos } from '../api/get-popular-videos';
import classes from './dashboard.module.css';

/** The tutorial videos (`POST popular_videos`) as links that open in a new tab. */
export function PopularVideos() {
  const { t } = useTranslation('dashboard');
  const videos = usePopularVideos();
  if (videos.isError) return <ApiErrorAlert error={videos.error} onRetry={() => void videos.refetch()} />;
  if (!videos.data) {
    return (
      <Stack gap="xs" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={40} radius="md" />
        ))}
      </Stack>
    );
  }
  // A video about a screen that is not built yet stays hidden until it is (config/paths.ts).
  const shown = videos.data.filter((video) => isScreenBuilt(video.screen));
  if (shown.length === 0) return <Text c="dimmed">{t('videos.empty')}</Text>;
  return (
    <ul className={`${classes.plainList} ${classes.videos}`}>
      {shown.map((video) => (
        <li key={video.id}>
          <Anchor
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.video}
            underline="never"
          >
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size="lg" radius="xl" color="red.9" aria-hidden="true">
                <IconPlayerPlayFilled size={16} />
              </ThemeIcon>
              <Text fw={600} size="sm" c="dark.8">
                {video.title}
                <span className={classes.visuallyHidden}>{t('videos.newTab')}</span>
              </Text>
            </Group>
          </Anchor>
        </li>
      ))}
    </ul>
  );
}
