import { staffMayRead } from '@courier/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { CaptainsMapSection } from '@/features/captains/ops/components/captains-map-section';
import { OpsDashboard } from '@/features/dashboard/ops/components/ops-dashboard';
import { useOpsSession } from '@/lib/ops-session';
import { opsNavFor } from '../../ops/ops-nav';

/**
 * /ops: the console's dashboard (decision 060): the figures of the desks this staff member reads, each a
 * link to its desk filtered to it; the desks themselves stay in the console's navigation.
 */
export function OpsHomePage() {
  const { t } = useTranslation('ops');
  const session = useOpsSession();
  if (!session) return null;
  const desks = opsNavFor(session.role).filter(({ name }) => name !== 'home');
  const seesCaptains = staffMayRead(session.role, 'captains');
  return (
    <>
      <PageTitle>{t('home.greeting', { name: session.name })}</PageTitle>
      {desks.length === 0 ? (
        <Text c="dimmed">{t('home.noDesks')}</Text>
      ) : (
        <Stack gap="xl">
          <OpsDashboard />
          {/* Captains on the map: the staff who read the captains desk (decision 066). */}
          {seesCaptains ? <CaptainsMapSection /> : null}
        </Stack>
      )}
    </>
  );
}
