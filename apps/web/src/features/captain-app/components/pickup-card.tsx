import { Anchor, Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import type { CaptainPickup } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { ScanBox } from './scan-box';

const mapLink = (p: CaptainPickup) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    [p.address, p.area, p.governorate].filter(Boolean).join(', '),
  )}`;

/** A light badge's text dark enough on its tint (axe's contrast rule, in both languages). */
const badgeColors = (done: boolean) => {
  const color = done ? 'teal' : 'gray';
  return { color, c: `${color}.9`, bg: `${color}.0` };
};

/**
 * One pickup mission of his run (decision 066): the merchant, where and whom to call, and the parcels to
 * collect, each confirmed by scanning (or typing) its code there.
 */
export function PickupCard({ pickup }: { pickup: CaptainPickup }) {
  const { t } = useTranslation('captain');
  const title = t('pickups.mission', { code: pickup.code });
  const done = pickup.parcels.filter((p) => p.scanned).length;
  const place = [pickup.address, pickup.area, pickup.governorate].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="sm" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} dir="ltr">
            {pickup.code}
          </Text>
          <Badge {...badgeColors(done === pickup.parcels.length)} variant="light">
            {t('pickups.progress', { done, total: pickup.parcels.length })}
          </Badge>
        </Group>
        <Text>
          {t('pickups.merchant')}: <strong>{pickup.client}</strong>
        </Text>
        {pickup.phone ? (
          <Anchor href={`tel:${pickup.phone}`} dir="ltr">
            {t('pickups.call', { phone: pickup.phone })}
          </Anchor>
        ) : null}
        {place ? (
          <Anchor href={mapLink(pickup)} target="_blank" rel="noreferrer" title={t('pickups.map')}>
            {place}
          </Anchor>
        ) : null}
        {pickup.notes ? <Text size="sm">{pickup.notes}</Text> : null}
        <Text fw={600} size="sm">
          {t('pickups.parcels')}
        </Text>
        {pickup.parcels.length === 0 ? (
          <Text size="sm">{t('pickups.empty')}</Text>
        ) : (
          <List spacing={2} size="sm" listStyleType="none" ps={0}>
            {pickup.parcels.map((p) => (
              <List.Item key={p.id}>
                <Group gap="xs" wrap="nowrap">
                  <Text span dir="ltr" size="sm">
                    {p.code}
                  </Text>
                  <Text span size="sm" c="dimmed" truncate>
                    {p.receiver}
                  </Text>
                  <Badge size="sm" {...badgeColors(p.scanned === 1)} variant="light">
                    {p.scanned ? t('pickups.scanned') : t('pickups.notScanned')}
                  </Badge>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {pickup.parcels.length > 0 ? <ScanBox pickup={{ id: pickup.id, code: pickup.code }} /> : null}
      </Stack>
    </Card>
  );
}
