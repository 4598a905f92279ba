import { formatMoney } from '@courier/contracts';
import { opsOpenAs, settled } from './support/app';
import { createOrder, staffHeaders, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

/**
 * Issue 41.14: the staff client page writes money as the merchant's screens do (one money format,
 * contracts `formatMoney`: "15,100.00" with the currency), never raw ("15100.00"), in both languages.
 */
const merchant = 'merchant@demo.test';

for (const lang of ['ar', 'en'] as const) {
  test(`the staff client page writes its balance and orders' amounts in the one money format (${lang})`, async ({
    page,
    request,
  }) => {
    // An amount with thousands, so that a raw amount and a formatted one differ.
    const { code } = await createOrder(request, merchant, unique('مبلغ'), { amount: '15100' });
    const login = await request.post('/api/client/login', {
      data: { email: merchant, password: 'Demo#2026' },
    });
    const clientId = ((await login.json()) as { client_id: number }).client_id;
    const headers = await staffHeaders(request);
    const details = (await (await request.get(`/api/ops/clients/${clientId}`, { headers })).json()) as {
      feed: { balance: Record<'collected' | 'supplied' | 'balance', string> };
    };
    await opsOpenAs(page, 'ops@demo.test', `/ops/clients/${clientId}`, { lang });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await settled(page);
    const main = page.getByRole('main');
    for (const amount of [
      details.feed.balance.collected,
      details.feed.balance.supplied,
      details.feed.balance.balance,
    ])
      await expect(
        main.getByText(t(lang, 'ops-clients:money', { amount: formatMoney(amount) })).first(),
      ).toBeVisible();
    const row = main.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('15,100.00');
    await expect(main).not.toContainText(/\b\d{4,}\.\d{2}\b/);
  });
}
