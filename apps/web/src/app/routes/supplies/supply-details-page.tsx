import { translate } from '@courier/contracts';
import { Alert } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { BackLink } from '@/components/ui/back-link';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useSupply } from '@/features/supplies/api/get-supply';
import { SupplyExportButton } from '@/features/supplies/components/export-button';
import { SupplyStatement } from '@/features/supplies/components/supply-statement';
import { useLanguage } from '@/lib/i18n';

const idFrom = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

/** `/supplies/:id`: one supply's statement (collected, shipping fee and net per order) and its xlsx. */
export function SupplyDetailsPage() {
  const { t } = useTranslation(['supplies', 'shell']);
  const lang = useLanguage();
  const id = idFrom(useParams().id);
  const supply = useSupply(id);
  const notFound = translate('errors.NOT_FOUND', lang);
  return (
    <>
      <PageHeader title={id > 0 ? t('detailsTitle', { id }) : t('shell:pages.supplyDetails')}>
        {supply.data && <SupplyExportButton id={id} />}
      </PageHeader>
      {id === 0 && (
        <Alert role="alert" color="red" variant="light">
          {notFound}
        </Alert>
      )}
      {id > 0 && supply.isPending && <LoadingBlocks heights={[220, 220]} />}
      {supply.isError && <ApiErrorAlert error={supply.error} onRetry={() => void supply.refetch()} />}
      {supply.data && <SupplyStatement supply={supply.data} />}
      <BackLink to={paths.supplies.path} mt="lg">
        {t('back')}
      </BackLink>
    </>
  );
}
