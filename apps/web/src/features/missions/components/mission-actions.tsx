import { translate, type Mission } from '@courier/contracts';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots, IconEye, IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { useLanguage } from '@/lib/i18n';
import { missionDetailsPath, printMissionPath } from '../utils/mission-paths';
import { TerminateMissionDialog } from './terminate-mission-dialog';

interface MissionActionsProps {
  mission: Mission;
  /** A compact menu in a table row, or buttons on the details page. */
  variant: 'menu' | 'buttons';
}

/**
 * What the user may do with a mission: open it, print its papers, and terminate it when the mission's
 * `actions` (the server's state machine, contracts' missionActionRules) allow it.
 */
export function MissionActions({ mission, variant }: MissionActionsProps) {
  const { t } = useTranslation('missions');
  const lang = useLanguage();
  const [terminating, setTerminating] = useState(false);
  const mayTerminate = mission.actions.includes('terminate');
  const terminateLabel = translate('missionAction.terminate', lang);

  const dialog = (
    <TerminateMissionDialog mission={mission} opened={terminating} onClose={() => setTerminating(false)} />
  );

  if (variant === 'buttons') {
    return (
      <>
        <Group gap="xs" wrap="wrap">
          <LinkButton to={printMissionPath(mission.id)} icon={IconPrinter} variant="default" size="sm">
            {t('actions.print')}
          </LinkButton>
          {mayTerminate && (
            <Button
              variant="outline"
              color="red.9"
              size="sm"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={() => setTerminating(true)}
            >
              {terminateLabel}
            </Button>
          )}
        </Group>
        {dialog}
      </>
    );
  }

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray.8" aria-label={t('actions.menu', { code: mission.code })}>
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={missionDetailsPath(mission.id)}
            leftSection={<IconEye size={16} aria-hidden="true" />}
          >
            {t('actions.details')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={printMissionPath(mission.id)}
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
          >
            {t('actions.print')}
          </Menu.Item>
          {mayTerminate && (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red.9"
                leftSection={<IconX size={16} aria-hidden="true" />}
                onClick={() => setTerminating(true)}
              >
                {terminateLabel}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {dialog}
    </>
  );
}
