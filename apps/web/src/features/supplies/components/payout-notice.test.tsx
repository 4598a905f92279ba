import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { PayoutNotice } from './payout-notice';

const balance = (total_balance: string, payout_date: string | null) => ({
  success: 1 as const,
  next_supply: '2026-12-09',
  payout_date,
  total_supplied_balance: '9910.00',
  total_balance,
});

describe("the statement page's payout notice", () => {
  afterEach(async () => {
    await act(() => setLanguage('ar'));
  });

  it('says what is owed, in the one money format, and the day it arrives (ar and en)', async () => {
    const { unmount } = renderWithProviders(<PayoutNotice balance={balance('15100.5', '2026-12-09')} />);
    const ar = screen.getByTestId('payout-notice').textContent!;
    expect(ar).toContain('المستحق لك: 15,100.50 ج.م');
    expect(ar).toMatch(/الأربعاء/);
    unmount();
    await act(() => setLanguage('en'));
    renderWithProviders(<PayoutNotice balance={balance('15100.5', '2026-12-09')} />);
    const en = screen.getByTestId('payout-notice').textContent!;
    expect(en).toContain('Owed: EGP 15,100.50, arriving on');
    expect(en).toMatch(/Wednesday/);
    expect(en).toMatch(/9/);
  });

  it('names a carried debt instead of a date, and says nothing when nothing is owed', () => {
    const { unmount } = renderWithProviders(<PayoutNotice balance={balance('-45.00', null)} />);
    expect(screen.getByTestId('payout-notice').textContent).toContain('عليك 45.00 ج.م');
    unmount();
    renderWithProviders(<PayoutNotice balance={balance('0.00', null)} />);
    expect(screen.queryByTestId('payout-notice')).toBeNull();
  });
});
