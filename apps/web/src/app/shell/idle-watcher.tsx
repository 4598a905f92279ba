import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '@/components/ui/dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useAppConfig } from '@/features/app-config/api/get-app-config';
import { logoutEverywhereLocal } from '@/features/auth/api/logout';
import { reportActivity } from '@/lib/socket';
import { storageKeys } from '@/lib/storage';
import { createIdleTimer, type IdleTimer } from './idle-timer';

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * spec §4/§9 idle logout, with the timeout from the server's app-config. A warning idle_warning_ms
 * before offers one action, "Stay logged in"; at the timeout the session ends in every tab.
 */
export function IdleWatcher() {
  const { t } = useTranslation('shell');
  const { config, settled } = useAppConfig();
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const timerRef = useRef<IdleTimer | null>(null);
  const timeoutMs = config.idle_timeout_ms;
  const warningMs = config.idle_warning_ms;

  useEffect(() => {
    // Wait for the server's values: a shortened test timeout must not run on the 30-minute default.
    if (!settled) return;
    const timer = createIdleTimer({
      timeoutMs,
      warningMs,
      storage: window.localStorage,
      key: storageKeys.lastActivity,
      onWarning: setRemainingMs,
      onActive: () => setRemainingMs(null),
      onTimeout: () => {
        setRemainingMs(null);
        void logoutEverywhereLocal(true);
      },
    });
    timerRef.current = timer;
    timer.start();
    // The server learns of activity too, a few times per idle period (every 2 s with a short test timeout).
    const reportGapMs = Math.min(60_000, Math.max(2_000, Math.floor(timeoutMs / 6)));
    const onActivity = () => {
      timer.activity();
      reportActivity(reportGapMs);
    };
    activityEvents.forEach((e) => window.addEventListener(e, onActivity, { passive: true, capture: true }));
    return () => {
      timer.stop();
      timerRef.current = null;
      activityEvents.forEach((e) => window.removeEventListener(e, onActivity, { capture: true }));
    };
  }, [settled, timeoutMs, warningMs]);

  const stay = () => {
    timerRef.current?.stayActive();
    reportActivity(0);
    setRemainingMs(null);
  };

  const seconds = Math.max(0, Math.ceil((remainingMs ?? 0) / 1000));

  return (
    <Dialog
      opened={remainingMs !== null}
      onClose={stay}
      withCloseButton={false}
      title={t('idle.title')}
      zIndex={400}
    >
      <Text mb="xs">{t('idle.body')}</Text>
      <Text fw={700} mb="lg" aria-live="off">
        {t('idle.countdown', { seconds })}
      </Text>
      <Group justify="flex-end">
        <Button onClick={stay} data-autofocus>
          {t('idle.stay')}
        </Button>
      </Group>
    </Dialog>
  );
}
