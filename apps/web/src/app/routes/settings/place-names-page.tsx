import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { PlaceAliasesTable } from '@/features/order-import/components/place-aliases-table';
import { SettingsBackLink } from './settings-back-link';

/** `/setting-place-names`: the place names learnt from the merchant's corrections (decision 054). */
export function PlaceNamesPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <SettingsBackLink />
      <PageTitle>{t('pages.placeNames')}</PageTitle>
      <PlaceAliasesTable />
    </>
  );
}
