import { Anchor, Group, Stack, Text } from '@mantine/core';
import {
  IconHelpCircle,
  IconKey,
  IconLifebuoy,
  IconPackage,
  IconPlus,
  IconTruck,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { generatePath, Link } from 'react-router';
import { LinkCards, type LinkCard } from '@/components/ui/link-cards';
import { PageTitle } from '@/components/ui/page-title';
import { SuspendedNotice } from '@/components/ui/suspended-notice';
import { isScreenBuilt, paths } from '@/config/paths';
import { DashboardFigures, DashboardSection } from '@/features/dashboard/components/dashboard';
import { PopularVideos } from '@/features/dashboard/components/popular-videos';
import { faqCategories } from '@/features/faq/utils/faq-categories';
import { isolate } from '@/lib/bidi';
import { useSession } from '@/lib/use-session';

/**
 * `/Home`, the dashboard: the welcome, shortcuts, balance and next supply, orders per status, the
 * delivered orders of the last 30 days, tutorial videos and help. A suspended client sees 'account
 * suspended' (spec §1) and keeps what it may still do: follow and add pickup missions.
 */
export function HomePage() {
  const { t } = useTranslation(['home', 'dashboard', 'shell']);
  const session = useSession();
  if (!session) return null;
  const suspended = session.isFreezed === 1;

  const shortcuts: LinkCard[] = [
    ...(suspended
      ? []
      : [
          {
            to: paths.addOrder.path,
            icon: IconPackage,
            label: t('shell:pages.addOrder'),
            hint: t('dashboard:shortcuts.addOrder'),
          },
        ]),
    {
      to: paths.addMission.path,
      icon: IconPlus,
      label: t('shell:pages.addMission'),
      hint: t(suspended ? 'dashboard:shortcuts.addPickup' : 'dashboard:shortcuts.addMission'),
    },
    {
      to: paths.missions.path,
      icon: IconTruck,
      label: t('shell:pages.pickupMissions'),
      hint: t('dashboard:shortcuts.missions'),
    },
  ];
  const account: LinkCard[] = [
    {
      to: paths.settingsMainInfo.path,
      icon: IconUserCircle,
      label: t('shell:pages.mainInfo'),
      hint: t('links.mainInfo'),
    },
    {
      to: paths.settingsChangePassword.path,
      icon: IconKey,
      label: t('shell:pages.changePassword'),
      hint: t('links.changePassword'),
    },
    // Support: shown once its screen exists (config/paths.ts), like the FAQ answers and videos.
    ...(isScreenBuilt('tickets')
      ? [
          {
            to: paths.tickets.path,
            icon: IconLifebuoy,
            label: t('shell:pages.tickets'),
            hint: t('links.tickets'),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageTitle mb={4}>{t('welcome', { name: isolate(session.name) })}</PageTitle>
      <Text c="dimmed" mb="md">
        {session.clientName}
      </Text>
      {suspended && <SuspendedNotice hint={t('suspendedHint')} mb="md" />}
      <Stack gap="xl">
        <DashboardSection id="dashboard-shortcuts" title={t('dashboard:shortcuts.title')}>
          <LinkCards links={shortcuts} />
        </DashboardSection>
        <DashboardFigures enabled={!suspended} />
        <DashboardSection id="dashboard-videos" title={t('dashboard:videos.title')}>
          <PopularVideos />
        </DashboardSection>
        <DashboardSection id="dashboard-help" title={t('dashboard:help.title')}>
          <Stack gap="md">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconHelpCircle size={22} aria-hidden="true" color="var(--mantine-color-blue-8)" />
              <div>
                <Text fw={600} mb={4} id="dashboard-faq-links">
                  {t('shell:pages.faq')}
                </Text>
                <Group
                  gap="md"
                  wrap="wrap"
                  component="ul"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-labelledby="dashboard-faq-links"
                >
                  {faqCategories.map((category) => (
                    <li key={category}>
                      <Anchor component={Link} to={generatePath(paths.faq.path, { name: category })}>
                        {t(`dashboard:faq.categories.${category}`)}
                      </Anchor>
                    </li>
                  ))}
                </Group>
              </div>
            </Group>
            <LinkCards links={account} />
          </Stack>
        </DashboardSection>
      </Stack>
    </>
  );
}
