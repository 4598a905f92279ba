import { Anchor, Group } from '@mantine/core';
import { IconArrowRight, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { directionOf } from '@courier/contracts';

/** "Back to settings", with the arrow pointing the reading direction's way back. */
export function SettingsBackLink() {
  const { t } = useTranslation('settings');
  const rtl = directionOf(useLanguage()) === 'rtl';
  const Arrow = rtl ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={paths.settings.path} size="sm" mb="xs" display="inline-block">
      <Group gap={4} wrap="nowrap" component="span">
        <Arrow size={16} aria-hidden="true" />
        {t('backToSettings')}
      </Group>
    </Anchor>
  );
}
