import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PrintJob } from '@/features/order-print/components/print-job';
import { parsePrintIds } from '@/features/order-print/utils/print-ids';

/** `/printOrder/?ids=1,2,3`: A4 airway bills, two per sheet. */
export function PrintOrderPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  return <PrintJob ids={parsePrintIds(params.get('ids'))} kind="bill" title={t('pages.printOrder')} />;
}
