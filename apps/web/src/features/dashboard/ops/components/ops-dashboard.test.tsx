import type { OpsDashboard } from '@courier/contracts';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import texts from '@/locales/ar/ops-dashboard.json';
import { renderWithProviders } from '@/test/render';
import { FiguresView, groupByBranch } from './ops-dashboard';

const figures: OpsDashboard = {
  day: '2026-12-06',
  orders: {
    by_status: [
      { status: 2, count: 12 },
      { status: 4, count: 3 },
    ],
    by_branch: [
      { branch_id: 1, name: 'فرع القاهرة', status: 3, count: 5 },
      { branch_id: 1, name: 'فرع القاهرة', status: 4, count: 2 },
      { branch_id: 2, name: 'فرع الجيزة', status: 4, count: 1 },
    ],
    delivered_today: 7,
    cod_with_captains: {
      total: '1250.5',
      orders: 3,
      by_captain: [{ captain_id: 9, name: 'أحمد', orders: 3, total: '1250.50' }],
    },
    overdue: { sent: 4, with_captain: 0, delayed: 1 },
  },
  requests: { waiting: 6, overdue: 2 },
  missions: { pickups_today: 8 },
  tickets: null,
  chats: null,
};

const link = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('the console dashboard', () => {
  beforeAll(() => i18n.addResourceBundle('ar', 'ops-dashboard', texts));

  it('links every figure to its desk filtered to what it counts, and shows only the desks given', () => {
    renderWithProviders(<FiguresView figures={figures} />, { route: '/ops' });
    expect(link(/سُلّمت اليوم/)).toBe('/ops/orders?delivered_on=2026-12-06');
    expect(link(/استلامات مستحقة اليوم/)).toBe('/ops/missions?type=1&due_date=2026-12-06');
    expect(link(/مُرسلة ولم تُستلم/)).toBe('/ops/orders?overdue=sent');
    expect(link(/طلبات بلا رد/)).toBe('/ops/requests?overdue=1');
    expect(link(/أحمد/)).toBe('/ops/orders?delivered_on=2026-12-06&captain_id=9');
    // Money in the one format (contracts formatMoney), with the currency.
    expect(screen.getByRole('link', { name: /أحمد/ }).textContent).toContain('1,250.50 ج.م');
    // Overdue: 4 + 0 + 1 orders and 2 requests.
    expect(screen.getByRole('heading', { name: 'متأخر (7)' })).toBeTruthy();
    // Tickets and chats are another role's desks.
    expect(screen.queryByText('تذاكر تنتظر')).toBeNull();
    expect(screen.queryByText('المحادثات')).toBeNull();
  });

  it('groups the branch × status rows by branch, keeping the server order', () => {
    expect(groupByBranch(figures.orders!.by_branch)).toEqual([
      {
        id: 1,
        name: 'فرع القاهرة',
        cells: [
          { status: 3, count: 5 },
          { status: 4, count: 2 },
        ],
      },
      { id: 2, name: 'فرع الجيزة', cells: [{ status: 4, count: 1 }] },
    ]);
  });
});
