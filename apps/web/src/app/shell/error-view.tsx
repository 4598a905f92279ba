import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

export type ErrorKind = 'notFound' | 'serverError' | 'notAuthorized';

const codes: Record<ErrorKind, string> = { notFound: '404', serverError: '500', notAuthorized: '403' };

/** The body of the three error pages: an h1, what happened, and the way back (home or login). */
export function ErrorView({ kind, offerReload = false }: { kind: ErrorKind; offerReload?: boolean }) {
  const { t } = useTranslation('errors');
  const session = useSession();
  const back = session ? paths.home.path : paths.login.path;
  return (
    <Center mih="60dvh" p="md">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <Text fz={48} fw={700} c="blue.9" aria-hidden="true" lh={1}>
            {codes[kind]}
          </Text>
          <PageTitle mb={0}>{t(`${kind}.title`)}</PageTitle>
          <Text>{t(`${kind}.body`)}</Text>
          <Stack gap="xs" mt="sm" w="100%">
            {offerReload && <Button onClick={() => window.location.reload()}>{t('reload')}</Button>}
            <Button component={Link} to={back} variant={offerReload ? 'default' : 'filled'}>
              {session ? t('backHome') : t('backToLogin')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}
