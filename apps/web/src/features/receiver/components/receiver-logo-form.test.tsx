import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { sessionFromFields, sessionStore } from '@/lib/session-store';
import notificationsAr from '@/locales/ar/notifications.json';
import { jsonResponse, sessionFields } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ReceiverLogoForm } from './receiver-logo-form';

describe("the merchant's logo for its receivers", () => {
  beforeAll(() => i18n.addResourceBundle('ar', 'notifications', notificationsAr));

  it('previews the logo through the merchant’s file route and removes it', async () => {
    sessionStore.set(sessionFromFields(sessionFields()));
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/receiver/logo') && init?.method === 'DELETE')
        return jsonResponse(200, { success: 1, feed: { logo_url: null } });
      if (url.includes('/receiver/logo'))
        return jsonResponse(200, { success: 1, feed: { logo_url: 'files/7' } });
      if (url.includes('/files/7'))
        return new Response(new Blob([new Uint8Array([1])], { type: 'image/webp' }), { status: 200 });
      return jsonResponse(404, { success: 0, error_msg: 'not found', code: 'NOT_FOUND' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ReceiverLogoForm />);
    const remove = await screen.findByRole('button', { name: 'حذف الشعار' });
    expect(screen.getByRole('button', { name: 'استبدال الشعار' })).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/client/files/7'))).toBe(true),
    );
    await user.click(remove);
    expect(await screen.findByText('لا يوجد شعار بعد: يرى المستلمون اسمك فقط.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(true);
    expect(screen.getByRole('button', { name: 'رفع شعار' })).toBeTruthy();
  });
});
