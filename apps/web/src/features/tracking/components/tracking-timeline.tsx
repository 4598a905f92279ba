import type { Tracking } from '@courier/contracts';
import { Badge, Group, Paper, Text, Timeline, Title } from '@mantine/core';
import { IconMapPin, IconTruck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/i18n';

/** spec §3: the first element of the Tracking list, newest event first. */
export function TrackingTimeline({ tracking }: { tracking: Tracking }) {
  const { t } = useTranslation('tracking');
  const lang = useLanguage();
  const format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Cairo',
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tracking-result-title">
      <Group justify="space-between" align="flex-start" mb="md" gap="xs">
        <div>
          <Title order={2} size="h3" id="tracking-result-title">
            <bdi>{tracking.code}</bdi>
          </Title>
          <Text size="sm">
            {t('result.carrier')}: {tracking.carrier}
          </Text>
          {(tracking.origin || tracking.destination) && (
            <Text size="sm">
              {t('result.route', { from: tracking.origin ?? '—', to: tracking.destination ?? '—' })}
            </Text>
          )}
        </div>
        <Badge color="blue.9" variant="outline" size="lg" tt="none">
          {tracking.status_label}
        </Badge>
      </Group>
      {tracking.events.length === 0 ? (
        <Text>{t('result.noEvents')}</Text>
      ) : (
        <Timeline active={0} bulletSize={24} lineWidth={2} aria-label={t('result.events')}>
          {tracking.events.map((event, i) => (
            <Timeline.Item
              key={`${event.time}-${i}`}
              bullet={<IconTruck size={14} aria-hidden="true" />}
              title={event.description || event.status_label}
            >
              <Text size="sm">
                <time dateTime={event.time}>{format.format(new Date(event.time))}</time>
              </Text>
              {event.location && (
                <Text size="sm">
                  <IconMapPin size={12} aria-hidden="true" /> {event.location}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
