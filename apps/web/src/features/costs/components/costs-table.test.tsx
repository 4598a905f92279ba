import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import costsAr from '@/locales/ar/costs.json';
import ordersAr from '@/locales/ar/orders.json';
import ordersEn from '@/locales/en/orders.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CostsTable } from './costs-table';

const rows = [
  {
    id: 1,
    government_id: 1,
    government: 'القاهرة',
    price: '1250.5',
    return_price: '30',
    extra_kg_price: '7.25',
  },
];

function stubCosts() {
  const fetchMock = vi.fn(async () => jsonResponse(200, { success: 1, feed: rows, feed_count: 1 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The texts of the table's first body row. */
const cellsOfRow = (government: string) =>
  within(screen.getByRole('rowheader', { name: government }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const money = (format: string, amount: string) => format.replace('{{amount}}', amount);

describe('the shipping costs table', { timeout: 30_000 }, () => {
  it("shows each price in the portal's one money format, in both languages", async () => {
    const fetchMock = stubCosts();
    renderWithProviders(<CostsTable kind="client" />);

    await screen.findByRole('rowheader', { name: 'القاهرة' });
    // The same format as every other amount of the portal (the orders' one).
    expect(cellsOfRow('القاهرة')).toEqual([
      money(ordersAr.money, '1,250.50'),
      money(ordersAr.money, '30.00'),
      money(ordersAr.money, '7.25'),
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/client/costs/client');
    expect(JSON.parse(String(init.body))).toMatchObject({ page: 1 });

    await act(() => setLanguage('en'));
    await waitFor(() => expect(cellsOfRow('القاهرة')[0]).toBe(money(ordersEn.money, '1,250.50')));
  });

  it('searches the governorate by name on Enter', async () => {
    const fetchMock = stubCosts();
    const user = userEvent.setup();
    renderWithProviders(<CostsTable kind="office" />);
    await screen.findByRole('rowheader', { name: 'القاهرة' });

    await user.type(screen.getByLabelText(costsAr.costs.search), 'الجيزة{Enter}');
    await waitFor(() => {
      const bodies = fetchMock.mock.calls.map((call) =>
        JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
      );
      expect(bodies).toContainEqual(expect.objectContaining({ name: 'الجيزة', page: 1 }));
    });
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain('/api/client/costs/office');
  });
});
