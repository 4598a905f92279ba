import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import opsOrdersTexts from '@/locales/ar/ops-orders.json';
import { jsonResponse, signInOps } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { OrderAttemptsDialog } from './order-attempts-dialog';

const feed = {
  proof: null,
  last_attempts: [
    {
      outcome: 'failed',
      reason: 'refused',
      note: 'رفض الاستلام',
      at: '2026-12-05T09:00:00.000Z',
      position: null,
      file: { id: 5, mime: 'image/jpeg', url: 'files/5', thumb_url: 'files/5?thumb=1' },
    },
  ],
};

describe("the desk's view of an order's door", () => {
  beforeAll(() => i18n.addResourceBundle('ar', 'ops-orders', opsOrdersTexts));

  it("shows the failed attempt's reason and reads its photo through the desk's own file route", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/ops/orders/attempts')) return jsonResponse(200, { success: 1, feed });
      if (url.includes('/api/ops/attempt-files/5'))
        return new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), {
          status: 200,
          headers: { 'content-type': 'image/jpeg' },
        });
      return jsonResponse(404, { success: 0, error_msg: 'not found', code: 'NOT_FOUND' });
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    signInOps();
    renderWithProviders(<OrderAttemptsDialog code="A-1" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('رفض المستلم الشحنة')).toBeTruthy();
    expect(within(dialog).getByText('رفض الاستلام')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/ops/attempt-files/5'))).toBe(
        true,
      ),
    );
    const [url] = fetchMock.mock.calls.find(([u]) => String(u).includes('/api/ops/orders/attempts'))!;
    expect(String(url)).toContain('code=A-1');
    // Never the merchant's route: a staff token there would be refused.
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/client/files'))).toBe(false);
  });
});
