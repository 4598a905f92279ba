import { translate } from '@courier/contracts';
import { field, logIn, openAs, settled, switchLanguage, toast } from './support/app';
import { unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

const admin = 'merchant@demo.test';
const store = { latitude: 30.0444, longitude: 31.2357 };
/** A point `m` metres north of the store (one degree of latitude is ~111,195 m). */
const north = (m: number) => ({ latitude: store.latitude + m / 111_195, longitude: store.longitude });

test.describe('team, pickup locations and attendance', () => {
  test('an admin binds a new sub-user to a 300 m location; it logs in inside, is refused outside, and attends', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const region = unique('مخزن');
    const name = unique('سارة');
    const email = `e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@test.example`;
    const password = 'Worker#2026';
    const ownPassword = 'MyOwn#2026x';

    // The location: typed numbers (the map needs network for its tiles; the form does not).
    await openAs(page, admin, '/locations/new');
    await settled(page);
    await field(page, t('ar', 'team:locations.region')).fill(region);
    await field(page, t('ar', 'team:locations.latitude')).fill(String(store.latitude));
    await field(page, t('ar', 'team:locations.longitude')).fill(String(store.longitude));
    await field(page, t('ar', 'team:locations.radius')).fill('300');
    await page.getByRole('button', { name: t('ar', 'team:locations.save') }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole('link', { name: region })).toBeVisible();

    // The sub-user, in the drawer.
    await page.goto('/setting-employee-accounts');
    await settled(page);
    await page
      .getByRole('button', { name: t('ar', 'team:employees.add') })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: t('ar', 'team:employees.addTitle') });
    await field(page, t('ar', 'team:employees.name')).fill(name);
    await field(page, t('ar', 'team:employees.email')).fill(email);
    // Egypt's international mode: the country is shown and the number is typed as people write it.
    await expect(drawer.getByLabel(t('ar', 'common:phoneCountry'))).toHaveText('EG +20');
    await field(page, t('ar', 'team:employees.phone')).fill('+20 10 1234 5678');
    await field(page, t('ar', 'team:employees.password')).fill(password);
    await drawer.getByRole('switch', { name: t('ar', 'team:employees.everywhere') }).uncheck();
    await field(page, t('ar', 'team:employees.location')).selectOption({ label: `${region} (300 متر)` });
    await drawer.getByRole('button', { name: t('ar', 'team:employees.add') }).click();
    await expect(toast(page, t('ar', 'team:employees.added'))).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(t('ar', 'team:employees.atLocation', { region, count: 300 }));
    await expect(row).toContainText('01012345678');

    // Inside the radius (250 m away): the browser's position goes with the login.
    const inside = await browser.newContext({
      baseURL,
      geolocation: north(250),
      permissions: ['geolocation'],
    });
    const insidePage = await inside.newPage();
    await logIn(insidePage, email, password);
    // The admin chose that password: the sub-user sets its own first (decision 005).
    await expect(insidePage).toHaveURL(/\/set_password$/);
    await field(insidePage, t('ar', 'auth:fields.currentPassword')).fill(password);
    await field(insidePage, t('ar', 'auth:fields.newPassword')).fill(ownPassword);
    await field(insidePage, t('ar', 'auth:fields.confirmPassword')).fill(ownPassword);
    await insidePage.getByRole('button', { name: t('ar', 'auth:setPassword.submit') }).click();
    await expect(insidePage).toHaveURL(/\/Home$/);
    await inside.close();

    // Outside (350 m away): refused, saying why.
    const outside = await browser.newContext({
      baseURL,
      geolocation: north(350),
      permissions: ['geolocation'],
    });
    const outsidePage = await outside.newPage();
    await logIn(outsidePage, email, ownPassword);
    const why = translate('errors.ATTENDANCE_OUTSIDE_RADIUS', 'ar', { distance: 350, radius: 300 });
    await expect(outsidePage.getByText(why)).toBeVisible();
    await expect(outsidePage).toHaveURL(/\/login$/);
    // Without a position at all (permission refused): refused too, with its own reason.
    await outside.clearPermissions();
    await logIn(outsidePage, email, ownPassword);
    await expect(outsidePage.getByText(translate('errors.ATTENDANCE_POSITION_REQUIRED', 'ar'))).toBeVisible();
    await outside.close();

    // The attendance report shows today's login.
    await page.goto('/reports/attend-employee');
    await settled(page);
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    await switchLanguage(page, 'en');
    await expect(page.getByRole('columnheader', { name: t('en', 'team:attendance.firstIn') })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('en', 'team:attendance.download') }).click();
    expect((await download).suggestedFilename()).toMatch(/^attendance-.*\.xlsx$/);
  });

  test('log out everywhere and delete, each after a confirmation', async ({ page, request }) => {
    const login = await request.post('/api/client/login', { data: { email: admin, password: 'Demo#2026' } });
    const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
    const email = `e2e-del-${Date.now().toString(36)}@test.example`;
    const name = unique('كريم');
    const added = await request.post('/api/client/user/add', {
      headers,
      data: { name, email, password: 'Worker#2026' },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const sub = await request.post('/api/client/login', { data: { email, password: 'Worker#2026' } });
    const subHeaders = { authorization: `Bearer ${(await sub.json()).access_token}` };

    await openAs(page, admin, '/setting-employee-accounts');
    await settled(page);
    await page.getByRole('button', { name: t('ar', 'team:employees.revokeOne', { name }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ar', 'team:employees.revoke') })
      .click();
    await expect(toast(page, t('ar', 'team:employees.revoked', { name }))).toBeVisible();
    expect((await request.post('/api/client/web/profile', { headers: subHeaders })).status()).toBe(401);

    await page.getByRole('button', { name: t('ar', 'team:employees.deleteOne', { name }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ar', 'team:employees.delete') })
      .click();
    await expect(toast(page, t('ar', 'team:employees.deleted'))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    const again = await request.post('/api/client/login', { data: { email, password: 'Worker#2026' } });
    expect(again.status()).toBe(403);
  });

  test('main info edits names, phones and address with field errors', async ({ page }) => {
    await openAs(page, 'company@demo.test', '/setting-main-info');
    await settled(page);
    await page.getByRole('button', { name: t('ar', 'settings:edit.open') }).click();
    await field(page, t('ar', 'settings:mainInfo.phone')).fill('123');
    await page.getByRole('button', { name: t('ar', 'settings:edit.save') }).click();
    await expect(page.getByText(translate('validation.phoneStart', 'ar'))).toBeVisible();
    const address = unique('12 شارع التحرير');
    // Every phone field shows the country and takes the international forms (stored as 11 digits).
    await expect(page.getByLabel(t('ar', 'common:phoneCountry'))).toHaveCount(3);
    await field(page, t('ar', 'settings:mainInfo.phone')).fill('0020 122 333 4444');
    await field(page, t('ar', 'settings:mainInfo.address')).fill(address);
    await page.getByRole('button', { name: t('ar', 'settings:edit.save') }).click();
    await expect(toast(page, t('ar', 'settings:edit.saved'))).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();
    await expect(page.getByText('01223334444')).toBeVisible();
  });

  test('the terms open inside the app', async ({ page }) => {
    await openAs(page, admin, '/termsAndConditions');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  });
});
