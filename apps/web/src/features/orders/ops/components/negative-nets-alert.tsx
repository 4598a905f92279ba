import { formatMoney } from '@courier/contracts';
import { Alert } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { negativeNets } from '../utils/negative-nets';

/**
 * Said before confirming a delivery (issue 35.3): how many orders net below zero, the debt the merchant
 * will owe (deducted from the next supply) and their codes. Nothing when none does.
 */
export function NegativeNetsAlert({ owing }: { owing: ReturnType<typeof negativeNets> }) {
  const { t } = useTranslation('ops-orders');
  if (owing.codes.length === 0) return null;
  return (
    <Alert color="orange" role="status" data-testid="move-owing">
      {t('moveDialog.owing', { count: owing.codes.length, amount: formatMoney(owing.debt) })}{' '}
      <bdi dir="ltr">{owing.codes.join(', ')}</bdi>
    </Alert>
  );
}
