import { formatMoney } from '@courier/contracts';
import { axeViolations, field, hasSidewaysScroll, opsOpenAs, settled, toast } from './support/app';
import { staffHeaders } from './support/data';
import { expect, test } from './support/fixtures';
import { t, type Lang } from './support/texts';

/**
 * Issue 36 §3 and §5 (decision 058): admin@ adds a captain and a branch; ops@ records a captain's cash
 * hand-in with a shortage, which stays listed until settled. At 1280 px, once per language.
 */
test.describe('captains desk', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const lang of ['ar', 'en'] as Lang[]) {
    test(`admin adds a captain and a branch; ops records a hand-in with a shortage (${lang})`, async ({
      page,
      request,
    }) => {
      const tag = `${Date.now().toString().slice(-7)}${lang === 'ar' ? 1 : 2}`;
      const name = `${t(lang, 'ops-captains:fields.captain')} ${tag}`;

      // The admin adds a captain.
      await opsOpenAs(page, 'admin@demo.test', '/ops/captains', { lang });
      await expect(page.getByRole('heading', { level: 1, name: t(lang, 'ops:pages.captains') })).toBeVisible({
        timeout: 60_000,
      });
      await settled(page);
      await page.getByRole('button', { name: t(lang, 'ops-captains:actions.addCaptain') }).click();
      const dialog = page.getByRole('dialog', { name: t(lang, 'ops-captains:titles.addCaptain') });
      await field(dialog, t(lang, 'ops-captains:fields.name')).fill(name);
      await field(dialog, t(lang, 'ops-captains:fields.phone')).fill(`015${tag}`);
      await field(dialog, t(lang, 'ops-captains:fields.national_id')).fill('123');
      await field(dialog, t(lang, 'ops-captains:fields.branch')).click();
      await page.getByRole('option', { name: lang === 'ar' ? 'فرع مدينة نصر' : 'Nasr City branch' }).click();
      await field(dialog, t(lang, 'ops-captains:fields.vehicle')).fill('Motorbike');
      await dialog.getByRole('button', { name: t(lang, 'ops-captains:actions.addCaptain') }).click();
      // The national id is refused on its field, in the page's language.
      await expect(
        dialog.getByText(lang === 'ar' ? 'الرقم القومي 14 رقمًا' : 'A national id is 14 digits'),
      ).toBeVisible();
      await field(dialog, t(lang, 'ops-captains:fields.national_id')).fill(`299010${tag}`);
      await dialog.getByRole('button', { name: t(lang, 'ops-captains:actions.addCaptain') }).click();
      await expect(toast(page, t(lang, 'ops-captains:done.captainAdded', { name }))).toBeVisible();
      await page.goto(`/ops/captains?search=${tag}`);
      await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

      // And a branch serving two governorates.
      await page.goto('/ops/branches');
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'ops:pages.branches') }),
      ).toBeVisible();
      await page.getByRole('button', { name: t(lang, 'ops-captains:actions.addBranch') }).click();
      const branchDialog = page.getByRole('dialog', { name: t(lang, 'ops-captains:titles.addBranch') });
      const branchName = `${lang === 'ar' ? 'فرع' : 'Branch'} ${tag}`;
      await field(branchDialog, t(lang, 'ops-captains:fields.name_ar')).fill(`فرع ${tag}`);
      await field(branchDialog, t(lang, 'ops-captains:fields.name_en')).fill(`Branch ${tag}`);
      await field(branchDialog, t(lang, 'ops-captains:fields.phone')).fill(`012${tag}`);
      await field(branchDialog, t(lang, 'ops-captains:fields.address')).fill('12 Tahrir Street');
      await field(branchDialog, t(lang, 'ops-captains:fields.governorate')).click();
      await page.getByRole('option', { name: lang === 'ar' ? 'القاهرة' : 'Cairo', exact: true }).click();
      await field(branchDialog, t(lang, 'ops-captains:fields.serves')).click();
      await page.getByRole('option', { name: lang === 'ar' ? 'الجيزة' : 'Giza', exact: true }).click();
      await page.keyboard.press('Tab'); // closes the multi-select's list
      // Served in two areas of Giza only: the picker offers the areas of the chosen governorates.
      await field(branchDialog, t(lang, 'ops-captains:fields.areas')).click();
      const giza = page.getByRole('group', { name: lang === 'ar' ? 'الجيزة' : 'Giza' });
      const areaNames: string[] = [];
      for (const i of [0, 1]) {
        const option = giza.getByRole('option').nth(i);
        areaNames.push((await option.textContent())!.trim());
        await option.click();
      }
      await page.keyboard.press('Tab');
      expect(await axeViolations(page)).toEqual([]);
      await branchDialog.getByRole('button', { name: t(lang, 'ops-captains:actions.addBranch') }).click();
      await expect(toast(page, t(lang, 'ops-captains:done.branchAdded', { name: branchName }))).toBeVisible();
      await page.goto(`/ops/branches?search=${tag}`);
      const branchRow = page.getByRole('row').filter({ hasText: branchName });
      await expect(branchRow).toBeVisible();
      for (const area of areaNames) await expect(branchRow).toContainText(area);

      // Ops: a demo captain who holds delivered orders' cash (each language takes a different one).
      const headers = { ...(await staffHeaders(request)), 'accept-language': lang };
      const list = (await (await request.get('/api/ops/captains?perPage=100', { headers })).json()) as {
        feed: { id: number; name: string; held_orders: number }[];
      };
      const holding = list.feed.filter((c) => c.held_orders > 0);
      expect(holding.length, 'the demo has captains holding cash').toBeGreaterThan(1);
      const captain = holding[lang === 'ar' ? 0 : 1]!;
      const cash = (await (
        await request.get(`/api/ops/captains/${captain.id}/cash`, { headers })
      ).json()) as {
        feed: { expected: string };
      };
      const handed = (Number(cash.feed.expected) - 25).toFixed(2);

      await opsOpenAs(page, 'ops@demo.test', '/ops/captain-cash', { lang });
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'ops:pages.captainCash') }),
      ).toBeVisible({
        timeout: 60_000,
      });
      await settled(page);
      const picker = page.getByRole('combobox', { name: t(lang, 'ops-captains:fields.captain') });
      await picker.click();
      await picker.fill(captain.name);
      await page.getByRole('option', { name: new RegExp(captain.name) }).click();
      await expect(page.getByText(formatMoney(cash.feed.expected), { exact: false }).first()).toBeVisible();
      await field(page, t(lang, 'ops-captains:fields.handed')).fill(handed);
      await page.getByRole('button', { name: t(lang, 'ops-captains:actions.recordHandIn') }).click();
      await expect(toast(page, t(lang, 'ops-captains:done.handIn.short', { amount: '25.00' }))).toBeVisible();
      // Nothing held any more; the shortage is listed as open, flagged.
      await expect(page.getByText(t(lang, 'ops-captains:heldEmpty'))).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: captain.name }).first();
      await expect(row).toContainText(lang === 'ar' ? 'عجز' : 'Shortage');
      await expect(row).toContainText('-25.00');
      expect(await hasSidewaysScroll(page)).toBe(false);
      // The hand-ins as a spreadsheet, from the desk's button.
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: t(lang, 'ops-dashboard:export.button') }).click();
      expect((await saved).suggestedFilename()).toMatch(/^captains-cash-\d{4}-\d{2}-\d{2}\.xlsx$/);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
