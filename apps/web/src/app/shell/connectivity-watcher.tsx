import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/components/ui/toast';
import { useAppConfig } from '@/features/app-config/api/get-app-config';
import { createConnectivityMonitor, probeHealth } from './connectivity';

/** spec §2: checks the connection every connectivity_interval_ms and toasts only when it changes; one toast, replaced. */
export function ConnectivityWatcher() {
  const { t } = useTranslation('shell');
  const { config } = useAppConfig();
  const interval = config.connectivity_interval_ms;

  useEffect(() => {
    const monitor = createConnectivityMonitor({
      intervalMs: interval,
      probe: () => probeHealth(interval * 2),
      onChange: (online) =>
        online
          ? toast.success(t('connectivity.online'), { key: 'connectivity' })
          : toast.failure(t('connectivity.offline'), { key: 'connectivity' }),
    });
    monitor.start();
    return () => monitor.stop();
  }, [interval, t]);

  return null;
}
