import type { MissionSummary } from '@courier/contracts';
import { Alert, Anchor, Button, List, Text } from '@mantine/core';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { missionStatusName, missionTypeName } from '../utils/labels';
import { missionDetailsPath } from '../utils/mission-paths';

const collapsedCount = 4;

/**
 * `missionsWithinTwoDays` (spec §3): the client's open missions due today, tomorrow or the day after,
 * shown at the top of the add form, before another is added, each linking to its details.
 */
export function DueSoonWarning({ missions }: { missions: readonly MissionSummary[] }) {
  const { t } = useTranslation('missions');
  const lang = useLanguage();
  const [all, setAll] = useState(false);
  if (missions.length === 0) return null;
  // A long list would push the form off a phone's screen: the first few, then the rest on request.
  const shown = all ? missions : missions.slice(0, collapsedCount);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCalendarExclamation aria-hidden="true" />}
      title={t('form.dueSoonTitle', { count: missions.length })}
      // Orange text on the orange tint falls short of 4.5:1: the title is dark, the icon and tint orange.
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
    >
      <Text size="sm" c="dark.9" mb={6}>
        {t('form.dueSoonHint')}
      </Text>
      <List size="sm" spacing={4} c="dark.9">
        {shown.map((m) => (
          <List.Item key={m.id}>
            <Anchor component={Link} to={missionDetailsPath(m.id)} fw={600} c="blue.9">
              {t('form.dueSoonItem', {
                code: m.code,
                type: missionTypeName(m.type, lang),
              })}
            </Anchor>
            {' — '}
            {t('form.dueSoonWhen', {
              day: m.due_date ? formatDay(m.due_date, lang, true) : t('form.noDay'),
              status: missionStatusName(m.status, lang),
            })}
          </List.Item>
        ))}
      </List>
      {missions.length > collapsedCount && (
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          mt={6}
          aria-expanded={all}
          onClick={() => setAll((v) => !v)}
        >
          {all ? t('form.dueSoonFewer') : t('form.dueSoonAll', { count: missions.length })}
        </Button>
      )}
    </Alert>
  );
}
