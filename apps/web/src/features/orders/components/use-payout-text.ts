import { formatMoney } from '@courier/contracts';
import type { Order } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/i18n';
import { formatDay } from '@/lib/format';
import { payoutLine } from '../utils/payout';

/** The order's cash in words (issue 35): when it arrives, what was paid, or that a return brings none. */
export function usePayoutText() {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  return (order: Pick<Order, 'status' | 'cash_amount' | 'deposit_date' | 'payout_date'>): string | null => {
    const line = payoutLine(order);
    if (!line) return null;
    switch (line.key) {
      case 'arrives':
        return t('payout.arrives', { day: formatDay(line.day, lang, true) });
      case 'paid': {
        const amount = t('money', { amount: formatMoney(line.amount) });
        return line.day
          ? t('payout.paid', { amount, day: formatDay(line.day, lang) })
          : t('payout.paidNoDay', { amount });
      }
      default:
        return t(`payout.${line.key}`);
    }
  };
}
