import type { Order } from '@courier/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { OrderDetails } from './order-details';

const order = {
  id: 7,
  code: '10000007',
  receiver: 'محمد عبد الله',
  phone1: '01229065575',
  government: 'القاهرة',
  area: 'مدينة نصر',
  address: '31 طريق الحرية',
  amount_to_be_collected: '1075.00',
  shipping_cost: '45.00',
  received_amount: null,
  cash_amount: null,
  status: 2,
  is_urgent: 0,
  return_requested: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  resend: null,
} as unknown as Order;

/** A details card: its heading's box. */
const section = (title: string) => screen.getByRole('heading', { name: title }).parentElement!;

describe('order details', () => {
  it('shows where a resend to a new address goes, apart from the original address', () => {
    renderWithProviders(
      <OrderDetails
        order={{
          ...order,
          resend: {
            type: 2,
            government_id: 2,
            government: 'الجيزة',
            area_id: 20,
            area: 'الدقي',
            address: '5 شارع التحرير',
            phone: '01001234567',
            requested_at: '2026-11-21T10:00:00.000Z',
          },
        }}
      />,
    );
    const resend = within(section('طلب إعادة الإرسال'));
    expect(resend.getByText('عنوان جديد')).toBeTruthy();
    expect(resend.getByText('الدقي')).toBeTruthy();
    expect(resend.getByText('5 شارع التحرير')).toBeTruthy();
    expect(resend.getByText('01001234567')).toBeTruthy();
    expect(resend.queryByText('31 طريق الحرية')).toBeNull();
  });

  it('has no resend part without a resend request', () => {
    renderWithProviders(<OrderDetails order={order} />);
    expect(screen.queryByRole('heading', { name: 'طلب إعادة الإرسال' })).toBeNull();
    expect(screen.getByText('31 طريق الحرية')).toBeTruthy();
  });

  it('says when a delivered order’s cash arrives, in both languages, and nothing for an unpaid one', async () => {
    renderWithProviders(<OrderDetails order={{ ...order, status: 9, payout_date: '2030-06-16' }} />);
    const money = within(section('المبالغ'));
    expect(money.getByText('موعد وصول المبلغ')).toBeTruthy();
    expect(money.getByText(/الأحد/)).toBeTruthy();
    await act(() => setLanguage('en'));
    const moneyEn = within(section('Money'));
    expect(moneyEn.getByText('Cash arrives on')).toBeTruthy();
    expect(moneyEn.getByText('Sunday, 16 Jun 2030')).toBeTruthy();
  });

  it('has no payout date on an order that awaits none', () => {
    renderWithProviders(<OrderDetails order={{ ...order, payout_date: null }} />);
    expect(screen.queryByText('موعد وصول المبلغ')).toBeNull();
  });
});
