import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { CompaniesTable } from '@/features/costs/components/companies-table';

/** `/list/companies` */
export function CompaniesPage() {
  const { t } = useTranslation(['shell', 'costs']);
  return (
    <>
      <PageTitle>{t('pages.companies')}</PageTitle>
      <Text mb="md" maw={720}>
        {t('costs:companies.intro')}
      </Text>
      <CompaniesTable />
    </>
  );
}
