import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { LinkCards } from '@/components/ui/link-cards';
import { PageTitle } from '@/components/ui/page-title';
import { opsPaths } from '@/config/ops-paths';
import { useOpsSession } from '@/lib/ops-session';
import { opsNavFor } from '../../ops/ops-nav';

/** /ops: the desks this staff member may open. */
export function OpsHomePage() {
  const { t } = useTranslation('ops');
  const session = useOpsSession();
  if (!session) return null;
  const desks = opsNavFor(session.role).filter(({ name }) => name !== 'home');
  return (
    <>
      <PageTitle>{t('home.greeting', { name: session.name })}</PageTitle>
      {desks.length === 0 ? (
        <Text c="dimmed">{t('home.noDesks')}</Text>
      ) : (
        <LinkCards
          links={desks.map(({ name, icon }) => ({
            to: opsPaths[name].path,
            icon,
            label: t(`pages.${opsPaths[name].titleKey}`),
            hint: t(`hints.${opsPaths[name].titleKey}`),
          }))}
        />
      )}
    </>
  );
}
