import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type RunStop } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';

/** Egypt's mobile numbers for wa.me: 01xxxxxxxxx → 201xxxxxxxxx. */
const whatsappNumber = (phone: string) => (phone.startsWith('0') ? `2${phone}` : phone);
const mapLink = (stop: RunStop) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${stop.address}, ${stop.area}, ${stop.governorate}`,
  )}`;

interface StopCardProps {
  stop: RunStop;
  position: number;
  last: boolean;
  waiting: boolean;
  onMove: (by: -1 | 1) => void;
  onDeliver: () => void;
  onFail: () => void;
}

/** One stop of the run: what the captain needs at the door, and the two outcomes. */
export function StopCard({ stop, position, last, waiting, onMove, onDeliver, onFail }: StopCardProps) {
  const { t } = useTranslation('captain');
  const title = t('stop.label', { position, code: stop.code });
  return (
    <Card withBorder padding="sm" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} dir="ltr">
            {position}. {stop.code}
          </Text>
          <Group gap={4} wrap="nowrap">
            {waiting ? (
              <Badge color="orange.9">{t('stop.waiting')}</Badge>
            ) : (
              <Badge color={stop.scanned ? 'teal.9' : 'gray.9'} variant="light">
                {stop.scanned ? t('stop.scanned') : t('stop.notScanned')}
              </Badge>
            )}
            <ActionIcon
              variant="default"
              aria-label={t('stop.up', { position })}
              disabled={position === 1}
              onClick={() => onMove(-1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('stop.down', { position })}
              disabled={last}
              onClick={() => onMove(1)}
            >
              ↓
            </ActionIcon>
          </Group>
        </Group>
        <Text>
          {t('stop.receiver')}: <strong>{stop.receiver}</strong>
        </Text>
        <Group gap="md">
          <Anchor href={`tel:${stop.phone1}`} dir="ltr">
            {t('stop.call', { phone: stop.phone1 })}
          </Anchor>
          <Anchor href={`https://wa.me/${whatsappNumber(stop.phone1)}`} target="_blank" rel="noreferrer">
            {t('stop.whatsapp')}
          </Anchor>
        </Group>
        <Anchor href={mapLink(stop)} target="_blank" rel="noreferrer" title={t('stop.map')}>
          {[stop.address, stop.area, stop.governorate].join(' · ')}
        </Anchor>
        <Text>
          {t('stop.cod')}: <strong>{formatMoney(stop.amount_to_be_collected)}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          {t('stop.merchant')}: {stop.client}
        </Text>
        {stop.notes ? (
          <Text size="sm">
            {t('stop.notes')}: {stop.notes}
          </Text>
        ) : null}
        {waiting ? null : (
          <Group grow>
            <Button color="teal.9" onClick={onDeliver}>
              {t('stop.deliver')}
            </Button>
            <Button color="red.9" variant="outline" onClick={onFail}>
              {t('stop.fail')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
