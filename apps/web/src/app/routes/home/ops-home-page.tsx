import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
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
  return (
    <>
      <PageTitle>{t('home.greeting', { name: session.name })}</PageTitle>
      {desks.length === 0 ? <Text c="dimmed">{t('home.noDesks')}</Text> : <OpsDashboard />}
    </>
  );
}
