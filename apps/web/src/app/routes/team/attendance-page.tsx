import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { AttendanceReport } from '@/features/team/components/attendance-report';

/** `/reports/attend-employee` (admin only): sub-users' attendance on screen and as xlsx. */
export function AttendancePage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageTitle>{t('pages.attendEmployee')}</PageTitle>
      <AttendanceReport />
    </>
  );
}
