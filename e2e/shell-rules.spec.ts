import { goInApp, logIn, openAs } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

/** Spec §2's shell rules not covered elsewhere: the starred-pages limit, the walkthrough, the promotion. */
test.describe('shell rules', () => {
  test('at most 10 starred pages: the 11th is refused with a message', async ({ page }) => {
    // The first page opened, nine more reached in the app (goInApp), the 11th by a page load.
    test.setTimeout(180_000);
    const pages: [string, string][] = [
      ['/Home', 'home'],
      ['/setting', 'settings'],
      ['/setting-main-info', 'mainInfo'],
      ['/setting-change-password', 'changePassword'],
      ['/SavedOrder', 'savedOrders'],
      ['/SentOrder', 'sentOrders'],
      ['/UnderwayOrder', 'underwayOrders'],
      ['/WithCaptain', 'withCaptainOrders'],
      ['/DelayOrder', 'delayedOrders'],
      ['/GivenOrder', 'givenOrders'],
    ];
    await openAs(page, 'company@demo.test', pages[0]![0]);
    for (const [i, [path]] of pages.entries()) {
      if (i > 0) await goInApp(page, path);
      await page.getByRole('button', { name: t('ar', 'shell:starred.add') }).click();
      await expect(page.getByRole('button', { name: t('ar', 'shell:starred.remove') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    // A page load for the 11th: the ten stars are still there after it, and still the limit.
    await page.goto('/international-tracking');
    await page.getByRole('button', { name: t('ar', 'shell:starred.add') }).click();
    await expect(page.getByText(t('ar', 'shell:starred.limit', { count: 10 }))).toBeVisible();
    await expect(page.getByRole('button', { name: t('ar', 'shell:starred.add') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', { name: t('ar', 'shell:starred.menu') }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(10);
    await expect(
      page.getByRole('menuitem', { name: t('ar', 'shell:pages.internationalTracking') }),
    ).toHaveCount(0);
  });

  test('a user who asks their system for less motion gets menus that open without animating', async ({
    page,
  }) => {
    await openAs(page, 'merchant@demo.test', '/Home');
    // Every CSS transition that starts inside an open menu, counted from the page.
    await page.evaluate(() => {
      const w = window as unknown as { menuTransitions: number };
      w.menuTransitions = 0;
      document.addEventListener(
        'transitionrun',
        (event) => {
          if ((event.target as Element).closest('[role="menu"]')) w.menuTransitions += 1;
        },
        true,
      );
    });
    const menuButton = page.getByRole('button', { name: t('ar', 'shell:starred.menu') });
    const transitions = () =>
      page.evaluate(() => (window as unknown as { menuTransitions: number }).menuTransitions);
    const openAndClose = async () => {
      await menuButton.click();
      await expect(page.getByRole('menu')).toBeVisible();
      // Closed by its button: an Escape pressed before the menu listens for it was lost (a clean-clone run).
      await menuButton.click();
      await expect(page.getByRole('menu')).toBeHidden();
    };

    // As most users see it: the menu fades in (the probe sees its transitions).
    await openAndClose();
    await expect.poll(transitions).toBeGreaterThan(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    const before = await transitions();
    await openAndClose();
    expect(await transitions()).toBe(before);
  });

  test('the walkthrough is marked done only once posted successfully', async ({ page }) => {
    // The login answer says "walkthrough not done" (the demo account's own flag is already set).
    await page.route('**/api/client/login', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), walkthrough: 0 } });
    });
    await logIn(page, 'company@demo.test');
    const walkthrough = page.getByRole('dialog', { name: t('ar', 'walkthrough:title') });
    await expect(walkthrough).toBeVisible();
    for (let i = 0; i < 3; i++)
      await walkthrough.getByRole('button', { name: t('ar', 'walkthrough:next') }).click();

    // The post fails: the walkthrough stays, with the error, and is not done.
    await page.route('**/api/client/user/walkthrough', (route) =>
      route.fulfill({ status: 503, json: { success: 0, code: 'SERVICE_UNAVAILABLE', error_msg: 'down' } }),
    );
    await walkthrough.getByRole('button', { name: t('ar', 'walkthrough:finish') }).click();
    await expect(walkthrough.getByRole('alert')).toBeVisible();
    await expect(walkthrough).toBeVisible();

    // Posted: done, and it does not come back after a reload.
    await page.unroute('**/api/client/user/walkthrough');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/client/user/walkthrough') && r.ok());
    await walkthrough.getByRole('button', { name: t('ar', 'walkthrough:finish') }).click();
    await posted;
    await expect(walkthrough).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('any click hides the shop promotion, for the rest of the visit', async ({ page }) => {
    await openAs(page, 'company@demo.test', '/Home');
    await expect(page).toHaveURL(/\/Home$/);
    const promotion = page.getByText(t('ar', 'shell:promotion.title'));
    await expect(promotion).toBeVisible();
    // A click on plain text, not on the promotion or a control.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(promotion).toBeHidden();
    await page.goto('/setting');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(promotion).toBeHidden();
  });
});
