import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import settingsAr from '@/locales/ar/settings.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ApiKeyPanel } from './api-key-panel';
import { CodeGated } from './code-gated';

const fullKey = 'cp_live_0123456789abcdefWXYZ';
const summary = { masked: 'cp_live_••••••••WXYZ', last_four: 'WXYZ', created_at: '2026-11-01T10:00:00Z' };

/** The API page's server: closed until the right code is checked, then the key masked and, on reveal, in full. */
function stubApiPage() {
  let unlockedUntil: string | null = null;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('link-with-apis/status'))
      return jsonResponse(200, { success: 1, unlocked_until: unlockedUntil });
    if (url.includes('link-with-apis/send-otp'))
      return jsonResponse(200, { success: 1, phone: '010•••••678' });
    if (url.includes('link-with-apis/check-otp')) {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      if (code !== '123456')
        return jsonResponse(422, { success: 0, error_msg: 'الرمز غير صحيح', code: 'validation_failed' });
      unlockedUntil = new Date(Date.now() + 15 * 60_000).toISOString();
      return jsonResponse(200, { success: 1, unlocked_until: unlockedUntil });
    }
    if (url.includes('link-with-apis/key/reveal'))
      return jsonResponse(200, { success: 1, feed: { ...summary, key: fullKey } });
    if (url.includes('link-with-apis/key')) return jsonResponse(200, { success: 1, feed: summary });
    return jsonResponse(404, { success: 0, error_msg: 'not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const t = settingsAr.api;
const digit = (index: number) => t.digit.replace('{{index}}', String(index)).replace('{{total}}', '6');

describe('the API page', { timeout: 30_000 }, () => {
  it('shows the key only after the code unlocks it, reveals it on request and copies it', async () => {
    const fetchMock = stubApiPage();
    const user = userEvent.setup();
    renderWithProviders(
      <CodeGated label="API">
        <ApiKeyPanel />
      </CodeGated>,
    );

    await user.click(await screen.findByRole('button', { name: t.sendCode }));
    expect(await screen.findByText('010•••••678')).toBeTruthy();
    expect(screen.queryByLabelText(t.keyLabel)).toBeNull();

    // A wrong code keeps the page closed.
    await user.type(await screen.findByLabelText(digit(1)), '654321');
    await user.click(screen.getByRole('button', { name: t.open }));
    expect(await screen.findByText('الرمز غير صحيح')).toBeTruthy();
    expect(screen.queryByLabelText(t.keyLabel)).toBeNull();
    for (let index = 6; index >= 1; index -= 1) await user.clear(screen.getByLabelText(digit(index)));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('link-with-apis/key'))).toBe(false);

    await user.click(screen.getByLabelText(digit(1)));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: t.open }));

    // Unlocked: the key, masked, and the full key only after "reveal".
    const key = (await screen.findByLabelText(t.keyLabel)) as HTMLInputElement;
    expect(key.value).toBe(summary.masked);
    expect(screen.queryByRole('button', { name: t.copy })).toBeNull();
    await user.click(screen.getByRole('button', { name: t.reveal }));
    await waitFor(() => expect(key.value).toBe(fullKey));

    await user.click(screen.getByRole('button', { name: t.copy }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(fullKey));
    expect(await screen.findByRole('button', { name: t.copied })).toBeTruthy();
  });
});
