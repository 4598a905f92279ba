import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { SuppliesDesk } from '@/features/supplies/ops/components/supplies-desk';

/** `/ops/supplies`: the supplies desk. */
export function OpsSuppliesPage() {
  const { t } = useTranslation(['ops', 'ops-supplies']);
  return (
    <>
      <PageTitle>{t('pages.supplies')}</PageTitle>
      <Text mb="md" maw={720}>
        {t('ops-supplies:intro')}
      </Text>
      <SuppliesDesk />
    </>
  );
}
