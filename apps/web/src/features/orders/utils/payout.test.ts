import { orderStatuses } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { payoutLine } from './payout';

const order = (status: number, extra: object = {}) => ({
  status,
  cash_amount: null,
  deposit_date: null,
  ...extra,
});

describe('payoutLine: what an order means for the merchant’s cash (issue 35)', () => {
  it('a delivered order arrives on its payout date, else with the next supply', () => {
    expect(payoutLine(order(orderStatuses.given, { payout_date: '2026-12-09' }))).toEqual({
      key: 'arrives',
      day: '2026-12-09',
    });
    expect(payoutLine(order(orderStatuses.given, { payout_date: null }))).toEqual({ key: 'nextSupply' });
  });

  it('a supplied order says what was paid and when', () => {
    expect(
      payoutLine(
        order(orderStatuses.wallet, { cash_amount: '455.00', deposit_date: '2026-12-06T10:00:00Z' }),
      ),
    ).toEqual({ key: 'paid', amount: '455.00', day: '2026-12-06T10:00:00Z' });
  });

  it('a returned order brings no cash, whichever return status it is in', () => {
    for (const s of ['with_company', 'returned', 'missing_return', 'expired_return'] as const)
      expect(payoutLine(order(orderStatuses[s]))).toEqual({ key: 'returned' });
  });

  it('an order still on its way says nothing yet', () => {
    for (const s of ['saved', 'sent', 'underway', 'with_captain', 'delayed', 'resent'] as const)
      expect(payoutLine(order(orderStatuses[s]))).toBeNull();
  });
});
