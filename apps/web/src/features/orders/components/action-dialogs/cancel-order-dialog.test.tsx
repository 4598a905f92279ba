import type { Order } from '@courier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CancelOrderDialog } from './cancel-order-dialog';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const order = { id: 16, code: '10000016' } as Order;
const reasons = [{ id: 3, name: 'المستلم لا يرد على الهاتف' }];

/** The API: the reasons, and `order/canceled` answering with `cancel`. */
function stubApi(cancel: () => Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url.includes('get_delay_reasons') ? jsonResponse(200, { success: 1, feed: reasons }) : cancel(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const cancelCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('order/canceled'));

describe('cancel order dialog (the shared order action form)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the reason with the contracts schema, puts the server’s field error on the field, and closes on success', async () => {
    let answer = () =>
      jsonResponse(422, {
        success: 0,
        code: 'VALIDATION_FAILED',
        error_msg: 'بعض الحقول غير صحيحة',
        errors: { type: ['السبب غير متاح'] },
      });
    const fetchMock = stubApi(() => answer());
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CancelOrderDialog order={order} onClose={onClose} />);

    expect(await screen.findByText('الطلب رقم 10000016')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'إلغاء الطلب' });
    // The dismiss button is named apart from the action (issue 14: 'إلغاء' beside 'إلغاء الطلب').
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'إلغاء' })).toBeNull();
    await user.click(submit);
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(cancelCalls(fetchMock)).toHaveLength(0);

    await user.selectOptions(await screen.findByLabelText(/^سبب الإلغاء/), '3');
    await user.click(submit);
    expect(await screen.findByText('السبب غير متاح')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    answer = () => jsonResponse(200, { success: 1 });
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(cancelCalls(fetchMock).at(-1)?.[1]?.body))).toEqual({ id: 16, type: 3 });
  });
});
