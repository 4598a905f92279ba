import type { CaptainPosition } from '@courier/contracts';
import { List, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { formatTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useCaptainPositions } from '../api/get-captain-positions';

// Leaflet loads with the map only, never with the console's first paint.
const CaptainsMap = lazy(() => import('./captains-map').then((m) => ({ default: m.CaptainsMap })));

/**
 * The console's map of captains (issue 37 §8, decision 066): those who share their position, live on the
 * `captains` desk's room; beside the map, the same captains as a list (the map is not read by everyone).
 */
export function CaptainsMapSection() {
  const { t } = useTranslation('ops-captains');
  const lang = useLanguage();
  const positions = useCaptainPositions();
  const pinLabel = useCallback(
    (p: CaptainPosition) => t('map.seen', { name: p.name, time: formatTime(p.at, lang) }),
    [t, lang],
  );
  const list = positions.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="captains-map-title">
      <Title id="captains-map-title" order={2} size="h4">
        {t('map.title')}
      </Title>
      <ApiErrorAlert error={positions.error} />
      <Suspense fallback={<div style={{ height: 360 }} />}>
        <CaptainsMap
          positions={list}
          label={t('map.caption')}
          attribution={t('map.attribution')}
          pinLabel={pinLabel}
        />
      </Suspense>
      {positions.data && list.length === 0 ? (
        <Text c="dimmed">{t('map.empty')}</Text>
      ) : (
        <List size="sm" aria-label={t('map.list')} data-testid="captains-seen">
          {list.map((p) => (
            <List.Item key={p.captain_id}>{pinLabel(p)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
