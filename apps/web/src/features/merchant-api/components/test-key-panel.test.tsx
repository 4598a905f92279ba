import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import settingsAr from '@/locales/ar/settings.json';
import settingsEn from '@/locales/en/settings.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { TestKeyPanel } from './test-key-panel';

const made = {
  masked: `cp_test_${'•'.repeat(28)}WXYZ`,
  last_four: 'WXYZ',
  created_at: '2026-11-01T10:00:00Z',
  key: 'cp_test_0123456789abcdef0123456789abWXYZ',
};

describe('the test key panel (decision 074)', { timeout: 30_000 }, () => {
  it('creates a test key beside the live one and shows it masked, in Arabic', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('link-with-apis/test-key/rotate'))
        return jsonResponse(200, { success: 1, feed: made });
      if (url.includes('link-with-apis/test-key')) return jsonResponse(200, { success: 1, feed: null });
      return jsonResponse(404, { success: 0, error_msg: 'not found', code: 'NOT_FOUND' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<TestKeyPanel />);
    const t = settingsAr.testKey;
    expect(await screen.findByText(t.none)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByDisplayValue(made.key)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('test-key/rotate'))).toBe(true);
    // Every text has its English twin.
    expect(Object.keys(settingsEn.testKey).sort()).toEqual(Object.keys(t).sort());
  });
});
