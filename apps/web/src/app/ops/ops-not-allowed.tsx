import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { opsPaths } from '@/config/ops-paths';

/** A console page the staff member's role may not open, or no page at all. */
export function OpsNotAllowed({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation('ops');
  return (
    <Stack maw={560}>
      <PageTitle>{notFound ? t('notFound.title') : t('notAllowed.title')}</PageTitle>
      <Alert color="orange" variant="light">
        {notFound ? t('notFound.body') : t('notAllowed.body')}
      </Alert>
      <Button component={Link} to={opsPaths.home.path} variant="light" w="fit-content">
        {t('backHome')}
      </Button>
    </Stack>
  );
}
