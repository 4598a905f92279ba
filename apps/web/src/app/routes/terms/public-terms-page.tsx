import { Anchor, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useStaticPage } from '@/features/pages/api/get-static-page';
import { StaticPageView, staticPageTitle } from '@/features/pages/components/static-page-view';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/use-session';
import { PublicCard } from '../../shell/public-card';

const termsPageId = 1;

/** /publictermsandconditions: the terms (static page 1) in the reader's language; no login needed. */
export function PublicTermsPage() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const session = useSession();
  const terms = useStaticPage(termsPageId);
  const title = terms.data ? staticPageTitle(terms.data, lang) : t('terms.title');

  return (
    <PublicCard title={title} width={760}>
      {terms.isPending && (
        <Center py="xl" role="status">
          <Loader color="blue.8" aria-label={t('loading')} />
        </Center>
      )}
      {terms.isError && <ApiErrorAlert error={terms.error} onRetry={() => void terms.refetch()} />}
      {terms.data && <StaticPageView page={terms.data} lang={lang} />}
      <Text mt="lg" size="sm">
        <Anchor component={Link} to={session ? paths.home.path : paths.login.path}>
          {session ? t('backHome') : t('terms.backToLogin')}
        </Anchor>
      </Text>
    </PublicCard>
  );
}
