import { Button, Card, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { sendPosition, usePositionConsent, useSetPositionConsent } from '../api/positions';
import { currentFix, fixBody, usePositionSharing } from './use-position-sharing';

/** Asked once per phone: "not now" is remembered here, the consent itself on the server. */
const askedKey = 'captain-position-asked';

/**
 * His consent to share his position (issue 37 §8, decision 066): asked in words before the browser's own
 * prompt; while given and a run is open, the position goes to the office every N seconds.
 */
export function PositionShare({ runOpen }: { runOpen: boolean }) {
  const { t } = useTranslation('captain');
  const consent = usePositionConsent();
  const setConsent = useSetPositionConsent();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(askedKey) === 'no');
  const [blocked, setBlocked] = useState(false);
  const every = consent.data?.every_seconds ?? 10;
  const on = consent.data?.consent === 1;
  usePositionSharing(on && runOpen, every);
  if (!consent.data) return null;

  const allow = async () => {
    const fix = await currentFix(0);
    if (!fix) {
      setBlocked(true);
      return;
    }
    setBlocked(false);
    await setConsent.mutateAsync(true);
    if (runOpen) await sendPosition(fixBody(fix));
  };

  if (on)
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('position.on')}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => setConsent.mutate(false)}>
          {t('position.stop')}
        </Button>
      </Group>
    );
  if (dismissed) return null;
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('position.allow')}>
      <Text size="sm">{t('position.ask', { count: every })}</Text>
      {blocked ? (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          {t('position.blocked')}
        </Text>
      ) : null}
      <Group mt="xs" grow>
        <Button loading={setConsent.isPending} onClick={() => void allow().catch(() => undefined)}>
          {t('position.allow')}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            localStorage.setItem(askedKey, 'no');
            setDismissed(true);
          }}
        >
          {t('position.deny')}
        </Button>
      </Group>
    </Card>
  );
}
