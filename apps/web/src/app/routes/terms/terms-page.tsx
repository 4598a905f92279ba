import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageTitle } from '@/components/ui/page-title';
import { useStaticPage } from '@/features/pages/api/get-static-page';
import { StaticPageView, staticPageTitle } from '@/features/pages/components/static-page-view';
import { useLanguage } from '@/lib/i18n';

const termsPageId = 1;

/** `/termsAndConditions`: the terms (`GET pages/1`) inside the app, for a logged-in user. */
export function TermsPage() {
  const { t } = useTranslation('shell');
  const lang = useLanguage();
  const terms = useStaticPage(termsPageId);
  return (
    <>
      <PageTitle>{terms.data ? staticPageTitle(terms.data, lang) : t('pages.terms')}</PageTitle>
      {terms.isPending && <LoadingBlocks heights={[200]} gap="sm" />}
      {terms.isError && <ApiErrorAlert error={terms.error} onRetry={() => void terms.refetch()} />}
      {terms.data && <StaticPageView page={terms.data} lang={lang} />}
    </>
  );
}
