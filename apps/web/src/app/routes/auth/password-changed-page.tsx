import { Button, ThemeIcon, Center } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PublicCard } from '../../shell/public-card';

export function PasswordChangedPage() {
  const { t } = useTranslation('auth');
  return (
    <PublicCard title={t('changed.title')} description={t('changed.body')}>
      <Center mb="lg">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden="true">
          <IconCircleCheck size={36} />
        </ThemeIcon>
      </Center>
      <Button component={Link} to={paths.login.path} fullWidth>
        {t('changed.toLogin')}
      </Button>
    </PublicCard>
  );
}
