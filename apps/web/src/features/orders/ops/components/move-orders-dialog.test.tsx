import type { OpsOrder } from '@courier/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import opsOrdersTexts from '@/locales/ar/ops-orders.json';
import { jsonResponse, signInOps } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { MoveOrdersDialog } from './move-orders-dialog';

const captains = [
  { id: 4, name: 'كابتن سالم', phone: '01000000004', branch_id: 1, branch: 'القاهرة' },
  { id: 9, name: 'كابتن نادر', phone: '01000000009', branch_id: 1, branch: 'القاهرة' },
];

/** The desk's API as the dialog meets it: the captains, then the move's answer (one moved, one refused). */
function deskApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/api/ops/orders/captains')) return jsonResponse(200, { success: 1, feed: captains });
    if (url.includes('/api/ops/orders/reasons'))
      return jsonResponse(200, { success: 1, feed: [{ id: 3, name: 'تأجيل' }] });
    if (url.includes('/api/ops/orders/status') && init?.method === 'POST') {
      return jsonResponse(200, {
        success: 1,
        feed: { updated: ['A-1'], refused: [{ code: 'B-2', error_msg: 'الطلب ملغى' }] },
      });
    }
    return jsonResponse(404, { success: 0, error_msg: 'not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe("the orders desk's move dialog", () => {
  beforeAll(() => {
    // The console loads its texts when it opens (app/ops/ops-texts.ts); here they are added directly.
    i18n.addResourceBundle('ar', 'ops-orders', opsOrdersTexts);
  });

  it('asks for a captain for "with captain", sends it as a number with the staff token, and keeps the refused orders listed', async () => {
    const fetchMock = deskApi();
    signInOps();
    const onMoved = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MoveOrdersDialog codes={['A-1', 'B-2']} onClose={onClose} onMoved={onMoved} />);
    const dialog = await screen.findByRole('dialog');

    expect(within(dialog).queryByLabelText(/الكابتن/)).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(/الحالة الجديدة/), 'with_captain');
    const captain = await within(dialog).findByLabelText(/الكابتن/);
    await within(dialog).findByRole('option', { name: 'كابتن نادر' });

    // A captain is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'نقل' }));
    expect(await within(dialog).findByText('مطلوب')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/orders/status'))).toBe(false);

    await user.selectOptions(captain, '9');
    await user.click(within(dialog).getByRole('button', { name: 'نقل' }));

    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(['A-1']));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/orders/status'))!;
    expect(JSON.parse(String(init!.body))).toEqual({
      codes: ['A-1', 'B-2'],
      status: 'with_captain',
      captain_id: 9,
    });
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer staff-token');
    const refused = await within(dialog).findByRole('alert');
    expect(refused.textContent).toContain('B-2');
    expect(refused.textContent).toContain('الطلب ملغى');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends a failed delivery\'s reason code from the one table ("other" unless the desk picks one)', async () => {
    const fetchMock = deskApi();
    const user = userEvent.setup();
    renderWithProviders(<MoveOrdersDialog codes={['A-1']} onClose={vi.fn()} onMoved={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/سبب تعذّر التسليم/)).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(/الحالة الجديدة/), 'delayed');
    const why = within(dialog).getByLabelText(/سبب تعذّر التسليم/);
    expect((why as HTMLSelectElement).value).toBe('other');
    await within(dialog).findByRole('option', { name: 'تأجيل' });
    await user.selectOptions(within(dialog).getByLabelText(/^السبب/), '3');
    await user.selectOptions(why, 'refused');
    await user.click(within(dialog).getByRole('button', { name: 'نقل' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/orders/status'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/orders/status'))!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      status: 'delayed',
      reason_id: 3,
      attempt_reason: 'refused',
    });
  });

  it('says before confirming "delivered" which orders net below zero and what the merchant will owe', async () => {
    deskApi();
    const row = (code: string, cod: string, fee: string) =>
      ({ code, amount_to_be_collected: cod, shipping_cost: fee }) as OpsOrder;
    const user = userEvent.setup();
    renderWithProviders(
      <MoveOrdersDialog
        codes={['A-1', 'B-2', 'C-3']}
        orders={[row('A-1', '0.00', '45.00'), row('B-2', '500.00', '45.00'), row('C-3', '30.00', '50.00')]}
        onClose={vi.fn()}
        onMoved={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('move-owing')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(/الحالة الجديدة/), 'given');
    const owing = await within(dialog).findByTestId('move-owing');
    // Two orders (A-1 collects 0 for a 45 fee, C-3 30 for 50): 45 + 20 owed, in the one money format.
    expect(owing.textContent).toContain('طلبان');
    expect(owing.textContent).toContain('65.00');
    expect(owing.textContent).toContain('A-1, C-3');
    // A typed received amount is what each order collects: 1,000 covers every fee.
    await user.type(within(dialog).getByLabelText(/المبلغ المستلم/), '1000');
    await waitFor(() => expect(within(dialog).queryByTestId('move-owing')).toBeNull());
    // Another move says nothing about money.
    await user.selectOptions(within(dialog).getByLabelText(/الحالة الجديدة/), 'underway');
    expect(within(dialog).queryByTestId('move-owing')).toBeNull();
  });
});
