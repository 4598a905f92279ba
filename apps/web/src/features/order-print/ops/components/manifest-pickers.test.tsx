import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import runSheetTexts from '@/locales/ar/ops-run-sheets.json';
import { jsonResponse, signInOps } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { PickupMissionPicker, ReturnsClientPicker } from './manifest-pickers';

/** A mission as the missions desk's list answers it (`missionSchema`). */
const mission = (id: number, code: string, type: number) => ({
  id,
  code,
  type,
  status: 1,
  created_at: '2026-12-06T08:00:00Z',
  updated_at: '2026-12-06T08:00:00Z',
  due_date: '2026-12-09',
  execution_date: null,
  month: null,
  captain_id: 4,
  captain: { id: 4, name: 'كابتن سالم', phone: '01000000004' },
  branch_id: null,
  branch: null,
  client: { id: 1, name: 'متجر النور' },
  address_id: null,
  address: null,
  bank_account_id: null,
  bank_account: null,
  payment_way_id: null,
  payment_way: null,
  amount: null,
  termination_reason_id: null,
  termination_reason: null,
  termination_note: null,
  notes: null,
  orders_count: 2,
  actions: [],
});

function api() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname === '/api/ops/missions') {
      const type = Number(url.searchParams.get('type'));
      return jsonResponse(200, {
        success: 1,
        feed: type === 1 ? [mission(8, 'M-8', 1)] : [mission(3, 'M-3', 4)],
        feed_count: 1,
      });
    }
    if (url.pathname === '/api/ops/orders/returns-waiting') {
      const all = [
        { id: 2, name: 'متجر الأمل', orders: 3 },
        { id: 5, name: 'Store Five', orders: 1 },
      ];
      const search = url.searchParams.get('search');
      return jsonResponse(200, { success: 1, feed: all.filter((c) => !search || c.name.includes(search)) });
    }
    return jsonResponse(404, { success: 0, error_msg: 'not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the manifests’ pickers', () => {
  beforeAll(() => {
    i18n.addResourceBundle('ar', 'ops-run-sheets', runSheetTexts);
    signInOps();
  });

  it('lists the day’s pickup missions of both pickup types, and picks one by keyboard', async () => {
    const fetchMock = api();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PickupMissionPicker day="2026-12-09" value="" onChange={onChange} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app').searchParams);
    expect(asked.map((q) => [q.get('type'), q.get('due_date')]).sort()).toEqual([
      ['1', '2026-12-09'],
      ['4', '2026-12-09'],
    ]);
    const box = screen.getByRole('combobox', { name: 'مهمة الاستلام' });
    await user.click(box);
    // By code: M-3 comes first, each with its merchant and captain.
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      'M-3 · متجر النور · كابتن سالم',
      'M-8 · متجر النور · كابتن سالم',
    ]);
    await user.type(box, 'M-8');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('8');
  });

  it('searches the merchants with returns waiting on the server and shows how many wait', async () => {
    const fetchMock = api();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ReturnsClientPicker value="" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'التاجر' });
    await user.click(box);
    expect(await screen.findByText('3 طرود تنتظر')).toBeTruthy();
    await user.type(box, 'Five');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('returns-waiting?search=Five'))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByText('متجر الأمل')).toBeNull());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('5');
  });
});
