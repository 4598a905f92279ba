import { formatMoney } from '@courier/contracts';
import type { BalanceResponse } from '@courier/contracts';
import { Alert } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/**
 * The statement page's answer to "when is my money coming" (issue 35, the payout date): what is owed now
 * and the day it arrives, from `GET balance` (its `payout_date` is the one next-supply rule, decision 053),
 * or the debt the next supply deducts (decision 052). Nothing while the balance loads or nothing is owed.
 */
export function PayoutNotice({ balance }: { balance: BalanceResponse | undefined }) {
  const { t } = useTranslation('supplies');
  const lang = useLanguage();
  if (!balance) return null;
  const amount = (value: string) => t('money', { amount: formatMoney(value) });
  const owes = balance.total_balance.startsWith('-');
  let text: string | null = null;
  if (balance.payout_date)
    text = t('payout.arriving', {
      amount: amount(balance.total_balance),
      day: formatDay(balance.payout_date, lang, true),
    });
  else if (owes) text = t('payout.owesCourier', { amount: amount(balance.total_balance.slice(1)) });
  else if (/[1-9]/.test(balance.total_balance))
    text = t('payout.unscheduled', { amount: amount(balance.total_balance) });
  if (!text) return null;
  return (
    <Alert
      color={owes ? 'orange' : 'teal'}
      icon={<IconCalendarDue size={20} aria-hidden="true" />}
      mb="md"
      maw={720}
      data-testid="payout-notice"
    >
      {text}
    </Alert>
  );
}
