import type { Order } from '@courier/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ResendOrderDialog } from './resend-order-dialog';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const order = { id: 21, code: '10000021' } as Order;

function stubApi() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('get-government'))
      return jsonResponse(200, { success: 1, feed: [{ id: 2, name: 'الإسكندرية' }] });
    if (url.includes('order/add'))
      return jsonResponse(200, {
        success: 1,
        feed: [],
        payload_feed: { prices: [{ government_id: 2, price: '60.00' }], companies: [] },
      });
    if (url.includes('get-area/2'))
      return jsonResponse(200, { success: 1, feed: [{ id: 40, name: 'سموحة', government_id: 2 }] });
    return jsonResponse(200, { success: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('resend order dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the new address (governorate, area, address, phone) and sends it with the request', async () => {
    const fetchMock = stubApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ResendOrderDialog order={order} onClose={onClose} />);

    await user.click(await screen.findByRole('radio', { name: 'إلى عنوان جديد' }));
    await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب')).length).toBeGreaterThanOrEqual(3);

    await user.selectOptions(await screen.findByLabelText(/^المحافظة/), '2');
    await waitFor(() => expect(screen.getByRole('option', { name: 'سموحة' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText(/^المنطقة/), '40');
    await user.type(screen.getByLabelText(/^العنوان/), '5 شارع فوزي معاذ');
    await user.type(screen.getByLabelText(/^رقم الهاتف/), '+20 111 222 3333');
    await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('resend-request'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      order_id: 21,
      type: 2,
      government: 2,
      area: 40,
      address: '5 شارع فوزي معاذ',
      phone1: '01112223333',
    });
  }, 30_000);

  it('says the new fee before the request is sent when the new governorate costs more, in both languages', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(
      <ResendOrderDialog order={{ ...order, shipping_cost: '45.00' }} onClose={() => undefined} />,
    );
    await user.click(await screen.findByRole('radio', { name: 'إلى عنوان جديد' }));
    expect(screen.queryByRole('status')).toBeNull();
    await user.selectOptions(await screen.findByLabelText(/^المحافظة/), '2');
    expect((await screen.findByText(/تصبح تكلفة الشحن/)).textContent).toMatch(/60\.00.*45\.00/);
    await act(() => setLanguage('en'));
    expect((await screen.findByText(/The shipping fee becomes/)).textContent).toMatch(/60\.00.*now.*45\.00/);
  }, 30_000);
});
