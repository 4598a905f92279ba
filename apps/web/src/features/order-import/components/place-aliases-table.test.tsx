import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { PlaceAliasesTable } from './place-aliases-table';

const alias = {
  id: 7,
  text: 'الجيزه / نصر',
  government_id: 1,
  area_id: 11,
  government: 'القاهرة',
  area: 'مدينة نصر',
  created_at: '2026-12-06T10:00:00.000Z',
};

describe('learnt place names', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'lists them with the page asked for, and forgets one only after the confirm',
    { timeout: 20_000 },
    async () => {
      let names = [alias];
      const fetch = vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          names = [];
          return jsonResponse(200, { success: 1 });
        }
        return jsonResponse(200, { success: 1, feed: names, feed_count: names.length });
      });
      vi.stubGlobal('fetch', fetch);
      const user = userEvent.setup();
      renderWithProviders(<PlaceAliasesTable />, { route: '/setting-place-names?page=1&perPage=50' });

      expect(await screen.findByText('الجيزه / نصر')).toBeTruthy();
      expect(String(fetch.mock.calls[0]![0])).toMatch(/aliases\?page=1&perPage=50/);
      expect(screen.getByText('اسم واحد محفوظ')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'حذف «الجيزه / نصر»' }));
      const dialog = await screen.findByRole('dialog');
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
      await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
      await waitFor(() =>
        expect(fetch.mock.calls.some(([u]) => String(u).includes('aliases/7/delete'))).toBe(true),
      );
      expect(await screen.findByText('لا أسماء محفوظة بعد. ستظهر هنا بعد أن تصحّح مكان طلب.')).toBeTruthy();
    },
  );
});
