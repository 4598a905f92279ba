import { useTranslation } from '@/lib/use-translation';
import { paths } from '@/config/paths';
import { SmartUpload } from '@/features/order-import/components/smart-upload';
import { UploadHeader } from './upload-header';

/** `/AddMultipleOrdersSmartly` */
export function SmartUploadOrdersPage() {
  const { t } = useTranslation(['shell', 'order-files']);
  return (
    <>
      <UploadHeader
        title={t('pages.addOrdersSmartly')}
        intro={t('order-files:upload.smartIntro')}
        other={{ to: paths.addOrderWithExcel.path, label: t('pages.addOrderWithExcel') }}
      />
      <SmartUpload savedOrdersPath={paths.savedOrders.path} />
    </>
  );
}
