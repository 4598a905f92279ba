import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PrintJob } from '@/features/order-print/components/print-job';
import { parsePrintIds } from '@/features/order-print/utils/print-ids';

/** `/printSticker/?ids=1,2,3`: 10 × 15 cm stickers, one per page. */
export function PrintStickerPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  return <PrintJob ids={parsePrintIds(params.get('ids'))} kind="sticker" title={t('pages.printSticker')} />;
}
