import { useTranslation } from '@/lib/use-translation';
import { paths } from '@/config/paths';
import { ExcelUpload } from '@/features/order-import/components/excel-upload';
import { UploadHeader } from './upload-header';

/** `/AddOrderWithExcel` */
export function UploadOrdersPage() {
  const { t } = useTranslation(['shell', 'order-files']);
  return (
    <>
      <UploadHeader
        title={t('pages.addOrderWithExcel')}
        intro={t('order-files:upload.intro')}
        other={{ to: paths.addOrdersSmartly.path, label: t('pages.addOrdersSmartly') }}
      />
      <ExcelUpload savedOrdersPath={paths.savedOrders.path} />
    </>
  );
}
