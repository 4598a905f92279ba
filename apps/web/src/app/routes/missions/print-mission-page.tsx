import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { MissionPrintView } from '@/features/missions/components/mission-print-view';
import { Barcode } from '@/features/order-print/components/barcode';

/** `/printMission/:id` (spec §2): the mission's papers on A4, its code as a Code 128 barcode. */
export function PrintMissionPage() {
  const { t } = useTranslation('missions');
  const { id } = useParams();
  const missionId = Number(id);
  return (
    <MissionPrintView
      missionId={Number.isInteger(missionId) && missionId > 0 ? missionId : 0}
      renderBarcode={(code) => <Barcode value={code} label={t('print.barcode', { code })} />}
    />
  );
}
