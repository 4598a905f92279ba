import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DeliveredChart, labelledDays, niceMax } from './delivered-chart';
import { OrdersByStatus, ordersOfStatusPath } from './orders-by-status';

describe('delivered chart', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 12, 48, 51, 999, 1001].map(niceMax)).toEqual([
      1, 1, 2, 5, 10, 20, 50, 100, 1000, 2000,
    ]);
  });

  it('labels the first and last day and about one a week', () => {
    expect(labelledDays(30)).toEqual([0, 7, 14, 21, 29]);
    expect(labelledDays(1)).toEqual([0]);
    expect(labelledDays(0)).toEqual([]);
  });

  it('draws a bar per day and gives screen readers a summary and every value', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      count: i === 4 ? 1234 : i % 3,
    }));
    const { container } = renderWithProviders(<DeliveredChart days={days} />);
    expect(container.querySelectorAll('rect')).toHaveLength(30);
    const image = screen.getByRole('img', { name: 'الطلبات المسلّمة خلال آخر 30 يومًا' });
    expect(image.getAttribute('aria-describedby')).toBeTruthy();
    // spec §9: above 999 shortened to one decimal and k.
    expect(screen.getByText(/أكثر الأيام تسليمًا: .*\(1\.2k\)/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'الطلبات المسلّمة في كل يوم' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });
});

describe('orders by status', () => {
  it('links a status to its list, or to the advanced search filtered by it', () => {
    expect(ordersOfStatusPath('saved')).toBe('/SavedOrder');
    expect(ordersOfStatusPath('with_captain')).toBe('/WithCaptain');
    expect(ordersOfStatusPath('uncompleted')).toBe('/UncompletedOrder');
    // The returned and supplied orders have their own lists (issue 41.13).
    expect(ordersOfStatusPath('returned')).toBe('/ReturnedOrder');
    expect(ordersOfStatusPath('wallet')).toBe('/SuppliedOrder');
    // A status with no list of its own opens the advanced search filtered by it.
    expect(ordersOfStatusPath('with_company')).toBe('/ResultAdvancedSearch?status=5');
  });

  it('shows every status with its count, shortened above 999', async () => {
    renderWithProviders(
      <OrdersByStatus
        counts={Array.from({ length: 14 }, (_, i) => ({ status: i + 1, count: i === 0 ? 1500 : i }))}
      />,
    );
    // The labels are the contracts catalog's, which loads after the first paint: no tile (never a key)
    // until it is in.
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(14);
    expect(links[0]!.textContent).toBe('1.5kمحفوظ');
    expect(links[0]!.getAttribute('href')).toBe('/SavedOrder');
  });
});
