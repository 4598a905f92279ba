import { exportMissionsSchema, followableMissionTypes } from '@courier/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { DateRangeExportForm } from '@/components/ui/date-range-export-form';
import { PageTitle } from '@/components/ui/page-title';
import { exportMissions } from '@/features/missions/api/export-missions';
import { missionTypeName } from '@/features/missions/utils/labels';
import { businessDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/use-session';

/** `/reports/Missions`: the missions created in a date range (and of a type) as an Excel file. */
export function MissionsReportPage() {
  const { t } = useTranslation(['shell', 'missions']);
  const lang = useLanguage();
  const session = useSession();
  const types = followableMissionTypes(session?.isFreezed === 1);
  return (
    <>
      <PageTitle>{t('pages.reportsMissions')}</PageTitle>
      <Text mb="md" maw={720}>
        {t('missions:report.intro')}
      </Text>
      <DateRangeExportForm
        schema={exportMissionsSchema}
        ns="missions"
        choice={{
          label: t('missions:fields.type'),
          options: [
            { value: '', label: t('missions:report.allTypes') },
            ...types.map((code) => ({ value: String(code), label: missionTypeName(code, lang) })),
          ],
        }}
        defaultValues={{ date_from: businessDay(new Date(), -29), date_to: businessDay(), type: '' }}
        onExport={exportMissions}
      />
    </>
  );
}
