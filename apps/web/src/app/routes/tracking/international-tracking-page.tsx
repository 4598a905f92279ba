import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { TrackingSearch } from '@/features/tracking/components/tracking-search';

/** `/international-tracking`: an international shipment by its code (spec §7 `order/international-search`). */
export function InternationalTrackingPage() {
  const { t } = useTranslation(['shell', 'tracking']);
  return (
    <>
      <PageTitle>{t('pages.internationalTracking')}</PageTitle>
      <Text mb="md" maw={720}>
        {t('tracking:intro')}
      </Text>
      <TrackingSearch />
    </>
  );
}
