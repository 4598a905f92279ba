import type { Order } from '@courier/contracts';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/components/ui/toast';
import { useReleaseHeldOrder } from '../api/release-held-order';

/**
 * An order held because its receiver did not confirm in time (decision 067): the merchant releases it to
 * the captains here, or cancels it with the order's own cancel action.
 */
export function HeldOrderNotice({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const release = useReleaseHeldOrder();
  if (order.confirmation !== 'held') return null;
  return (
    <Alert color="red" title={t('confirmation.states.held')}>
      {t('confirmation.heldNotice')}
      <Button
        mt="sm"
        size="sm"
        loading={release.isPending}
        onClick={() =>
          release.mutate(order.code, {
            onSuccess: () => toast.success(t('confirmation.released')),
            onError: (error) => toast.failure(error.message),
          })
        }
      >
        {t('confirmation.release')}
      </Button>
    </Alert>
  );
}
