import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '@/lib/i18n';
import suppliesTextsEn from '@/locales/en/ops-supplies.json';
import suppliesTexts from '@/locales/ar/ops-supplies.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SuppliesDesk } from './supplies-desk';

const order = (code: string, net: string) => ({
  owes_courier: net.startsWith('-'),
  kind: 'delivery' as const,
  order_id: Number(code),
  code,
  receiver: 'منى',
  delivery_date: '2026-12-01',
  collected: net,
  shipping_fee: '0.00',
  net,
});

/** A client owed three orders: 0.10, 0.20 and 1,000.00 net. */
function deskApi(
  feed = [order('10000001', '0.10'), order('10000002', '0.20'), order('10000003', '1000.00')],
  total = '1000.30',
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/ops/supplies/clients')) {
        return jsonResponse(200, {
          success: 1,
          feed: [{ id: 5, name: 'متجر النيل', total_balance: '1000.30', owed_orders: 3 }],
        });
      }
      if (url.includes('/api/ops/supplies/owed')) {
        return jsonResponse(200, {
          success: 1,
          feed,
          total,
          carried_debt: '0.00',
          total_balance: '1000.30',
        });
      }
      if (url.includes('/api/ops/supplies'))
        return jsonResponse(200, { success: 1, feed: [], feed_count: 0 });
      return jsonResponse(404, { success: 0, error_msg: 'not found', code: 'not_found' });
    }),
  );
}

describe('the supplies desk', { timeout: 30_000 }, () => {
  beforeAll(() => {
    // The console loads its texts when it opens (app/ops/ops-texts.ts); here they are added directly.
    i18n.addResourceBundle('ar', 'ops-supplies', suppliesTexts);
  });

  it('settles the selected orders for the sum of their nets, not the client’s whole balance', async () => {
    deskApi();
    const user = userEvent.setup();
    renderWithProviders(<SuppliesDesk />, { route: '/ops/supplies?client=5' });

    await user.click(
      await screen.findByRole('checkbox', { name: 'اختر الطلب 10000001' }, { timeout: 10_000 }),
    );

    await user.click(screen.getByRole('checkbox', { name: 'اختر الطلب 10000002' }));
    await user.click(screen.getByRole('button', { name: 'توريد المحدد (2)' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('توريد طلبين إلى متجر النيل: 0.30 ج.م.')).toBeTruthy();
  });

  it('says before confirming when orders net below zero, and when the net is not positive, in both languages', async () => {
    i18n.addResourceBundle('en', 'ops-supplies', suppliesTextsEn);
    deskApi([order('10000001', '-45.00'), order('10000003', '100.00')], '55.00');
    const user = userEvent.setup();
    renderWithProviders(<SuppliesDesk />, { route: '/ops/supplies?client=5' });
    await user.click(await screen.findByRole('button', { name: 'توريد الكل' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'طلبات صافيها أقل من صفر (الرسوم أكبر من المبلغ المحصل): 1. يُخصم 45.00 ج.م من هذا التوريد.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'رجوع' }));

    await user.click(screen.getByRole('checkbox', { name: 'اختر الطلب 10000001' }));
    await act(() => setLanguage('en'));
    await user.click(screen.getByRole('button', { name: 'Supply the 1 selected' }));
    const negative = await screen.findByRole('dialog');
    expect(within(negative).getByRole('alert').textContent).toBe(
      'The net is EGP -45.00: nothing can be paid. A supply is never zero or negative; what the merchant owes is carried to the next supply.',
    );
  });
});
