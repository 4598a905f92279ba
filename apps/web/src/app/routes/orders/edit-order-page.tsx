import { orderActionLabelKey, orderStatusByCode, orderStatusLabelKey, translate } from '@courier/contracts';
import { Alert } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { useEditOrder } from '@/features/orders/api/edit-order';
import { useOrderDetails } from '@/features/orders/api/get-order-details';
import { useOrderForEdit } from '@/features/orders/api/get-order-for-edit';
import { OrderForm } from '@/features/orders/components/order-form';
import { OrderLoadError } from '@/features/orders/components/order-load-error';
import { notifyFailure, notifySuccess } from '@/features/orders/utils/notify';
import { orderDetailsPath } from '@/features/orders/utils/order-paths';
import { useLanguage } from '@/lib/i18n';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { useAppConfig } from '@/features/app-config/api/get-app-config';

/** `/editOrder/:code`: the add form, filled with the order (found by its code, edited by its id). */
export function EditOrderPage() {
  const { t } = useTranslation(['orders', 'shell', 'common']);
  const { config: appConfig } = useAppConfig();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const details = useOrderDetails(code);
  const editData = useOrderForEdit(details.data?.id);
  const edit = useEditOrder();
  const failed = details.isError ? details : editData.isError ? editData : null;
  const data = editData.data;
  const order = data?.order;
  const notEditable =
    order &&
    translate('errors.ORDER_ACTION_NOT_ALLOWED', lang, {
      status: translate(orderStatusLabelKey(orderStatusByCode(order.status) ?? 'saved'), lang),
      action: translate(orderActionLabelKey('edit'), lang),
    });

  return (
    <>
      <PageHeader title={t('form.editTitle', { code })} />
      {failed && <OrderLoadError error={failed.error} onRetry={() => void failed.refetch()} />}
      {!failed && !data && <LoadingBlocks heights={[160, 160, 240]} />}
      {order && data && !order.actions.includes('edit') && (
        <Alert role="alert" color="red" variant="light">
          {notEditable}
        </Alert>
      )}
      {order && data && order.actions.includes('edit') && (
        <OrderForm
          amountCeiling={appConfig.amount_ceiling}
          key={order.id}
          formData={data.formData}
          order={order}
          placeAndAmountLocked={!order.actions.includes('edit_amount')}
          submitLabel={t('form.submitEdit')}
          onSubmit={async (values) => {
            try {
              await edit.mutateAsync({ ...values, id: order.id });
              notifySuccess('modified');
              void navigate(orderDetailsPath(order.code));
            } catch (error) {
              notifyFailure('modified', error);
              throw error;
            }
          }}
        />
      )}
    </>
  );
}
