import { useTranslation } from '@/lib/use-translation';
import { BackLink } from '@/components/ui/back-link';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { ApiDocs } from '@/features/merchant-api/components/api-docs';

function ApiDocsPage({ topic }: { topic: 'orders' | 'tickets' }) {
  const { t } = useTranslation(['settings', 'shell']);
  return (
    <>
      <BackLink to={paths.linkWithApis.path} size="sm" mb="xs">
        {t('api.backToApi')}
      </BackLink>
      <PageTitle>
        {t(topic === 'orders' ? 'shell:pages.linkWithApisOrders' : 'shell:pages.linkWithApisTickets')}
      </PageTitle>
      <ApiDocs topic={topic} />
    </>
  );
}

/** `/link-with-apis/orders`: the merchant API's orders calls. */
export const ApiOrdersDocsPage = () => <ApiDocsPage topic="orders" />;

/** `/link-with-apis/tickets`: the merchant API's tickets calls. */
export const ApiTicketsDocsPage = () => <ApiDocsPage topic="tickets" />;
