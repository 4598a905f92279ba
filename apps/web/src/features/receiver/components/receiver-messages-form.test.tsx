import type { ReceiverSettings } from '@courier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import notificationsAr from '@/locales/ar/notifications.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ReceiverMessagesForm } from './receiver-messages-form';

const texts = notificationsAr.receiverMessages;
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

/** A server that keeps the merchant's settings and answers each change with all of them. */
function stubServer(start: Partial<ReceiverSettings> = {}) {
  let settings: ReceiverSettings = {
    out_for_delivery: true,
    failed_attempt: true,
    delivered: true,
    language: 'ar',
    confirm_orders: false,
    hold_after_hours: 24,
    ...start,
  };
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe('/api/client/receiver/settings');
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Partial<ReceiverSettings>;
        posted.push(body);
        settings = { ...settings, ...body };
      }
      return jsonResponse(200, { success: 1, feed: settings });
    }),
  );
  return posted;
}

describe('the merchant’s receiver messages (decision 062)', () => {
  it('saves one switch at a time and shows what the server kept', async () => {
    const user = userEvent.setup();
    const posted = stubServer();
    renderWithProviders(<ReceiverMessagesForm />);
    const delivered = await screen.findByRole('switch', { name: texts.events.delivered });
    expect(checked(delivered)).toBe(true);

    await user.click(delivered);
    await waitFor(() => expect(checked(delivered)).toBe(false));
    expect(posted).toEqual([{ delivered: false }]);
    expect(checked(screen.getByRole('switch', { name: texts.events.out_for_delivery }))).toBe(true);
  });

  it('saves the messages’ language', async () => {
    const user = userEvent.setup();
    const posted = stubServer();
    renderWithProviders(<ReceiverMessagesForm />);
    await user.click(await screen.findByText(texts.english));
    await waitFor(() => expect(posted).toEqual([{ language: 'en' }]));
  });

  it('asks the hold time only when receivers confirm, and saves only a new whole number of hours in 1–168', async () => {
    const user = userEvent.setup();
    const posted = stubServer();
    renderWithProviders(<ReceiverMessagesForm />);
    await user.click(await screen.findByRole('switch', { name: texts.confirm }));
    const hours = await screen.findByRole('textbox', { name: texts.holdAfter });
    expect(posted).toEqual([{ confirm_orders: true }]);

    for (const refused of ['0', '200', '24']) {
      await user.clear(hours);
      await user.type(hours, refused);
      await user.tab();
    }
    expect(posted).toEqual([{ confirm_orders: true }]);

    await user.clear(hours);
    await user.type(hours, '48');
    await user.tab();
    await waitFor(() => expect(posted).toEqual([{ confirm_orders: true }, { hold_after_hours: 48 }]));
  });
});
