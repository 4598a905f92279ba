import type { Order } from '@courier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { OrderActions } from './order-actions';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const order = {
  id: 16,
  code: '10000016',
  is_urgent: 0,
  return_requested: 0,
  rate: null,
  actions: ['cancel', 'archive'],
} as unknown as Order;

describe('order actions (a list row)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the archive confirmation when archive is chosen, not before', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrderActions order={order} variant="menu" />);
    // A row renders no dialog (nor loads its code) until one is asked for.
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'إجراءات الطلب 10000016' }));
    await user.click(await screen.findByRole('menuitem', { name: 'أرشفة' }));
    const confirm = await screen.findByRole('dialog', { name: 'أرشفة الطلب' });
    expect(confirm.textContent).toContain('10000016');
    await user.click(screen.getByRole('button', { name: 'رجوع' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'أرشفة الطلب' })).toBeNull());
  });

  it('loads the cancel form when cancel is chosen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { success: 1, feed: [{ id: 3, name: 'لا يرد' }] })),
    );
    const user = userEvent.setup();
    renderWithProviders(<OrderActions order={order} variant="menu" />);
    await user.click(screen.getByRole('button', { name: 'إجراءات الطلب 10000016' }));
    await user.click(await screen.findByRole('menuitem', { name: 'إلغاء' }));
    expect(await screen.findByRole('dialog', { name: 'إلغاء الطلب' })).toBeTruthy();
  });
});
