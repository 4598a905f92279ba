import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { useOrderFormData } from '@/features/orders/api/get-order-form-data';
import { useSubmitOrder } from '@/features/orders/api/submit-order';
import { OrderForm } from '@/features/orders/components/order-form';
import { OrderLoadError } from '@/features/orders/components/order-load-error';
import { newIdempotencyKey } from '@/features/orders/utils/idempotency-key';
import { notifyFailure, notifySuccess } from '@/features/orders/utils/notify';
import { orderDetailsPath } from '@/features/orders/utils/order-paths';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { useAppConfig } from '@/features/app-config/api/get-app-config';

/**
 * `/addOrder`. A created order opens its details page: the merchant needs its code (and usually its
 * airway bill) right away, and the details page offers "Add another order".
 */
export function AddOrderPage() {
  const { t } = useTranslation(['orders', 'shell', 'common']);
  const { config: appConfig } = useAppConfig();
  const navigate = useNavigate();
  const formData = useOrderFormData();
  const submit = useSubmitOrder();
  // One key per form fill: a double click or a retried request creates one order.
  const [idempotencyKey] = useState(newIdempotencyKey);

  return (
    <>
      <PageHeader title={t('shell:pages.addOrder')} />
      {formData.isPending && <LoadingBlocks heights={[160, 160, 240]} />}
      {formData.isError && <OrderLoadError error={formData.error} onRetry={() => void formData.refetch()} />}
      {formData.data && (
        <OrderForm
          amountCeiling={appConfig.amount_ceiling}
          formData={formData.data}
          submitLabel={t('form.submitAdd')}
          onSubmit={async (order) => {
            try {
              const created = await submit.mutateAsync({ order, idempotencyKey });
              notifySuccess('added');
              void navigate(orderDetailsPath(created.code));
            } catch (error) {
              notifyFailure('added', error);
              throw error;
            }
          }}
        />
      )}
    </>
  );
}
