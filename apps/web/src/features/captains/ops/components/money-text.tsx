import { formatMoney } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';

/** Money as the merchant's screens write it ("EGP 1,455.00", contracts `formatMoney`), digits left-to-right. */
export function MoneyText({ value }: { value: string }) {
  const { t } = useTranslation('ops-captains');
  return <bdi>{t('money', { amount: formatMoney(value) })}</bdi>;
}
