import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import opsOrdersTexts from '@/locales/ar/ops-orders.json';
import { jsonResponse, signInOps } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { DeliverDialog } from './deliver-dialog';

const order = (code: string, cod = '250.00', fee = '45.00') => ({
  code,
  status: 4,
  client: 'متجر',
  receiver: 'محمد',
  governorate: 'القاهرة',
  area: 'مدينة نصر',
  amount_to_be_collected: cod,
  shipping_cost: fee,
});

function deskApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/api/ops/orders/reasons'))
      return jsonResponse(200, { success: 1, feed: [{ id: 7, name: 'دفع جزء' }] });
    if (url.includes('/api/ops/orders/deliver'))
      return jsonResponse(200, { success: 1, feed: { updated: ['A-1', 'B-2'], refused: [] } });
    return jsonResponse(404, { success: 0, error_msg: 'not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('delivered, with exceptions', () => {
  beforeAll(() => {
    i18n.addResourceBundle('ar', 'ops-orders', opsOrdersTexts);
    signInOps();
  });

  it('asks the reason of a changed amount on its row before sending, then sends it as an exception', async () => {
    const fetchMock = deskApi();
    const onMoved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <DeliverDialog orders={[order('A-1'), order('B-2')]} onClose={vi.fn()} onMoved={onMoved} />,
    );
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('المبلغ المستلم للطلب B-2');
    await user.clear(amount);
    // Arabic-Indic digits, as a phone keyboard types them.
    await user.type(amount, '١٠٠');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل التسليم' }));
    // Refused here, on the row: nothing was sent.
    expect(await within(dialog).findByText('اختر سبب اختلاف المبلغ المستلم')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/orders/deliver'))).toBe(false);

    const reason = within(dialog).getByLabelText('سبب الطلب B-2');
    await within(dialog).findByRole('option', { name: 'دفع جزء' });
    await user.selectOptions(reason, '7');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل التسليم' }));
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(['A-1', 'B-2']));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/orders/deliver'))!;
    expect(JSON.parse(String(init!.body))).toEqual({
      codes: ['A-1'],
      exceptions: [{ code: 'B-2', received_amount: '100', reason_id: 7 }],
    });
  });

  it('says before confirming which orders net below zero, following each row’s received amount', async () => {
    deskApi();
    const user = userEvent.setup();
    renderWithProviders(
      <DeliverDialog
        orders={[order('A-1'), order('B-2', '0.00', '45.00')]}
        onClose={vi.fn()}
        onMoved={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    // B-2 collects 0 for a 45 fee: the merchant would owe 45.
    const owing = await within(dialog).findByTestId('move-owing');
    expect(owing.textContent).toContain('طلب واحد');
    expect(owing.textContent).toContain('45.00');
    expect(owing.textContent).toContain('B-2');
    // A-1 paid 20 of 250 (fee 45) joins it: 25 more.
    const amount = within(dialog).getByLabelText('المبلغ المستلم للطلب A-1');
    await user.clear(amount);
    await user.type(amount, '20');
    await waitFor(() => expect(within(dialog).getByTestId('move-owing').textContent).toContain('70.00'));
    expect(within(dialog).getByTestId('move-owing').textContent).toContain('A-1, B-2');
    // Paid in full, nothing is said.
    await user.clear(amount);
    await user.type(amount, '250');
    const second = within(dialog).getByLabelText('المبلغ المستلم للطلب B-2');
    await user.clear(second);
    await user.type(second, '45');
    await waitFor(() => expect(within(dialog).queryByTestId('move-owing')).toBeNull());
  });
});
