import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const i18n = new Translator('en', 'common');
  i18n.addResourceBundle('en', 'common', {
    close: 'Close',
    hi: 'Hi {{name}}',
    only: 'common only',
    range: 'Showing {{from}}–{{to}} of {{total}}',
    ticket: 'Ticket {{id}}, product {{n}}, row {{row}}',
  });
  i18n.addResourceBundle('en', 'orders', {
    list: {
      title: 'Orders',
      count_zero: 'No orders',
      count_one: 'One order',
      count_other: '{{count}} orders',
    },
    report: { from: 'From' },
  });
  i18n.addResourceBundle('ar', 'common', { close: 'إغلاق' });
  return i18n;
}

describe('translator (the i18next subset the app uses)', () => {
  it('reads nested keys of the default namespace, or of the one a key names', () => {
    const i18n = translator();
    expect(i18n.t('close')).toBe('Close');
    expect(i18n.t('orders:list.title')).toBe('Orders');
  });

  it('tries the fixed namespaces in order, and applies a key prefix', () => {
    const i18n = translator();
    const t = i18n.getFixedT(['orders', 'common']);
    expect(t('list.title')).toBe('Orders');
    expect(t('only')).toBe('common only');
    expect(t('common:close')).toBe('Close');
    expect(i18n.getFixedT('orders', 'report')('from')).toBe('From');
  });

  it('picks the plural form by count (zero first), and fills placeholders', () => {
    const t = translator().getFixedT('orders');
    expect(t('list.count', { count: 0 })).toBe('No orders');
    expect(t('list.count', { count: 1 })).toBe('One order');
    expect(t('list.count', { count: 7 })).toBe('7 orders');
    expect(translator().t('hi', { name: 'Mona' })).toBe('Hi Mona');
  });

  it('groups the digits of quantities, and only of quantities', () => {
    const i18n = translator();
    expect(i18n.t('orders:list.count', { count: 20_000 })).toBe('20,000 orders');
    expect(i18n.t('range', { from: 999_981, to: 1_000_000, total: 1_234_567 })).toBe(
      'Showing 999,981–1,000,000 of 1,234,567',
    );
    // Ids, ordinals and spreadsheet rows are names; a text (already formatted) is left as given.
    expect(i18n.t('ticket', { id: 12_345, n: 1_001, row: 20_001 })).toBe(
      'Ticket 12345, product 1001, row 20001',
    );
    expect(i18n.t('range', { from: '1', to: '20', total: '1.2k' })).toBe('Showing 1–20 of 1.2k');
  });

  it('falls back to defaultValue, else the key', () => {
    const i18n = translator();
    expect(i18n.t('log.actions.zap', { defaultValue: 'zap' })).toBe('zap');
    expect(i18n.t('orders:nothing.here')).toBe('nothing.here');
  });

  it('switches language, reads a given one, and tells listeners', async () => {
    const i18n = translator();
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    expect(i18n.t('close', { lng: 'ar' })).toBe('إغلاق');
    await i18n.changeLanguage('ar');
    expect(i18n.t('close')).toBe('إغلاق');
    expect(listener).toHaveBeenCalledWith('ar');
  });
});
