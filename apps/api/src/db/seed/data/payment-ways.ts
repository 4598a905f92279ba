/**
 * Reference data: how the courier pays a client's supply. The ids are the codes of contracts'
 * `paymentWays`, which also says what each needs (a branch, a bank account or an address).
 */
import type { SeedPaymentWay } from './types';

export const paymentWays: SeedPaymentWay[] = [
  { id: 1, nameAr: 'نقدًا من الفرع', nameEn: 'Cash at the branch' },
  { id: 2, nameAr: 'تحويل بنكي', nameEn: 'Bank transfer' },
  { id: 3, nameAr: 'محفظة إلكترونية', nameEn: 'Mobile wallet' },
  { id: 4, nameAr: 'نقدًا مع الكابتن', nameEn: 'Cash with the captain' },
];
