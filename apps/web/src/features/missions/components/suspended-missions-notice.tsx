import { Anchor } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { isSuspendedError, SuspendedNotice } from '@/components/ui/suspended-notice';
import { paths } from '@/config/paths';

/** The shared notice, pointing a suspended client at the pickups it may still follow (spec §1). */
export function SuspendedMissionsNotice() {
  const { t } = useTranslation(['missions', 'shell']);
  return (
    <SuspendedNotice hint={t('suspended.hint')}>
      <Anchor
        component={Link}
        to={paths.missions.path}
        size="sm"
        fw={600}
        c="red.9"
        mt={6}
        display="inline-block"
      >
        {t('suspended.goToPickups')}
      </Anchor>
    </SuspendedNotice>
  );
}

/** A failed load: the suspended notice for a suspended client, else the error with "Try again". */
export function MissionLoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isSuspendedError(error)) return <SuspendedMissionsNotice />;
  return <ApiErrorAlert error={error} onRetry={onRetry} />;
}
