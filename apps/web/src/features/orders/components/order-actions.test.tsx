import type { Order } from '@courier/contracts';
import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { OrderActions } from './order-actions';
import { OrderRowMenu } from './order-row-menu';

// The dialogs are lazy chunks: on a busy machine their import outlasts findBy's default second.
const lazyChunk = { timeout: 10_000 };

const order = {
  id: 16,
  code: '10000016',
  is_urgent: 0,
  return_requested: 0,
  rate: null,
  actions: ['cancel', 'archive'],
} as unknown as Order;

// Mantine's test mode (see renderRow below): without it the open menu hid itself, as detached from its
// button, whenever floating-ui computed its position before the item was looked up (a CI run, 2026-11-29).
const renderMenu = () =>
  renderWithProviders(
    <MantineProvider env="test">
      <OrderActions order={order} variant="menu" />
    </MantineProvider>,
  );

describe('order actions (a list row)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the archive confirmation when archive is chosen, not before', async () => {
    const user = userEvent.setup();
    renderMenu();
    // A row renders no dialog (nor loads its code) until one is asked for.
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'إجراءات الطلب 10000016' }));
    await user.click(await screen.findByRole('menuitem', { name: 'أرشفة' }));
    const confirm = await screen.findByRole('dialog', { name: 'أرشفة الطلب' }, lazyChunk);
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
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'إجراءات الطلب 10000016' }));
    await user.click(await screen.findByRole('menuitem', { name: 'إلغاء' }));
    expect(await screen.findByRole('dialog', { name: 'إلغاء الطلب' }, lazyChunk)).toBeTruthy();
  });
});

const sendable = { ...order, actions: ['send', 'archive'] } as Order;

// Mantine's test mode: jsdom has no layout, and the dropdown would hide itself as detached from its
// button (floating-ui's hide middleware) once its position is computed.
const renderRow = () =>
  renderWithProviders(
    <MantineProvider env="test">
      <OrderRowMenu order={sendable} />
    </MantineProvider>,
  );

const menuButton = () => screen.getByRole('button', { name: 'إجراءات الطلب 10000016' });

describe('a row’s actions menu', () => {
  it('is a button with the menu’s name and popup semantics, and no menu, until it is pressed', async () => {
    const user = userEvent.setup();
    renderRow();
    expect(menuButton().getAttribute('aria-haspopup')).toBe('menu');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(menuButton());
    // The menu opens at once, with the order's actions, the focus on its first item.
    const details = await screen.findByRole('menuitem', { name: 'عرض التفاصيل' });
    expect(screen.getByRole('menuitem', { name: 'إرسال' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'أرشفة' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(details));
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');

    // Escape closes it and gives the focus back to the row's button; it opens again from there.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'أرشفة' })).toBeTruthy();
  });

  it('opens from the keyboard the first time too', async () => {
    const user = userEvent.setup();
    renderRow();
    await user.tab();
    expect(document.activeElement).toBe(menuButton());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'إرسال' })).toBeTruthy();
  });
});
