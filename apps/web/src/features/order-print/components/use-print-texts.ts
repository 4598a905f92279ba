import { formatMoney } from '@courier/contracts';
import type { Order } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/i18n';
import { formatDay } from '@/lib/format';

/** The printable values of an order in the page's language ("none" for what is missing, spec §3). */
export function usePrintTexts() {
  const { t } = useTranslation('order-files');
  const lang = useLanguage();
  const none = t('print.none');
  return {
    t,
    none,
    or: (value: string | null | undefined) => (value && value.trim() ? value : none),
    money: (value: string | null) =>
      value && value.trim() ? t('print.money', { amount: formatMoney(value) }) : none,
    day: (order: Order) => formatDay(order.created_at, lang),
    phones: (order: Order) => [order.phone1, order.phone2].filter((p): p is string => !!p).join(' / '),
  };
}
