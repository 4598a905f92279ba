import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, field, hasSidewaysScroll, logIn, settled, switchLanguage } from './support/app';
import { createOrder, createPickup, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { chooseFile, orderSheet, upload, type Row } from './support/order-sheet';
import { catalogText, t, type Lang } from './support/texts';

/**
 * Accessibility and layout, once per page: every page (or page state) × language × width is one cell,
 * checked by axe (WCAG 2.2 A/AA); at 360 px nothing may scroll sideways. The journeys in the other specs
 * assert behaviour only. One test per area and cell, each logged in once, so the two workers share them.
 */
type Cell = 'ar' | 'en' | 'ar-360' | 'en-360';
const allCells: Cell[] = ['ar', 'en', 'ar-360', 'en-360'];

/** What an area's pages need: made through the API for this test. */
interface Made {
  order: { code: string; id: number };
  orders: string;
  mission: { id: number; code: string };
}
type Path = string | ((made: Made) => string);

interface Place {
  path: Path;
  cells: Cell[];
  /** A state of the page to check instead of its first view (a dialog, an open menu, a report). */
  state?: string;
  prepare?: (page: Page) => Promise<void>;
}

interface Area {
  name: string;
  /** Who is logged in; null for a visitor. */
  as: string | null;
  make?: (request: APIRequestContext, email: string) => Promise<Partial<Made>>;
  /** Set before logging in (the first-login area). */
  before?: (page: Page) => Promise<void>;
  places: Place[];
}

const merchant = 'merchant@demo.test';

const badUpload: Row[] = [
  ['سارة محمود', '123', 'القاهرة', 'مدينة نصر', '12 شارع عباس العقاد', 'ملابس', '250'],
];
const unsureUpload: Row[] = [['كريم عادل', '01212345678', 'الجيزه', 'نصر', '8 شارع الطيران', 'أحذية', '420']];

const areas: Area[] = [
  {
    name: 'public pages',
    as: null,
    places: [
      { path: '/login', cells: allCells },
      ...[
        '/confirm-mobile',
        '/otp',
        '/change-password',
        '/changed-password',
        '/publictermsandconditions',
        '/pages/error-404',
        '/pages/error-500',
        '/pages/not-authorized',
      ].map((path): Place => ({ path, cells: ['ar', 'en'] })),
    ],
  },
  {
    name: 'home and settings',
    as: merchant,
    places: ['/Home', '/setting', '/setting-main-info', '/setting-change-password'].map((path) => ({
      path,
      cells: allCells,
    })),
  },
  {
    name: 'first login',
    as: 'employee@demo.test',
    // The one demo account that must set its password is the first-login journey's: here the login
    // answer of another account says "first login", which is all the web app goes by.
    before: async (page) => {
      await page.route('**/api/client/login', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), is_first_login: 0 } });
      });
    },
    places: [{ path: '/set_password', cells: ['ar', 'en'] }],
  },
  {
    name: 'orders',
    as: merchant,
    // A sent order: it can be edited and delayed.
    make: async (request, email) => ({
      order: await createOrder(request, email, unique('عميل الفحص'), { sent: true }),
    }),
    places: [
      ...['/UncompletedOrder', '/UnderwayOrder', '/DelayOrder', '/WithCaptain', '/GivenOrder'].map(
        (path): Place => ({ path, cells: ['ar'] }),
      ),
      { path: '/SavedOrder', cells: ['ar', 'en', 'ar-360'] },
      { path: '/SentOrder', cells: ['ar', 'en-360'] },
      {
        path: '/SentOrder',
        cells: ['ar'],
        state: 'filters and a row menu open',
        prepare: async (page) => {
          await page.getByRole('button', { name: t('ar', 'orders:filters.title') }).click();
          await expect(field(page, t('ar', 'orders:fields.receiver'))).toBeVisible();
          await page
            .getByRole('button', { name: new RegExp(t('ar', 'orders:actions.menu', { code: '' })) })
            .first()
            .click();
          await expect(page.getByRole('menu')).toBeVisible();
        },
      },
      { path: ({ order }) => `/order/search?codes=${order.code},NOPE-404`, cells: ['ar', 'ar-360'] },
      { path: '/AdvancedSearch', cells: ['ar'] },
      { path: '/ResultAdvancedSearch?status=2', cells: ['ar'] },
      { path: ({ order }) => `/OrderDetails/${order.code}`, cells: ['ar', 'en', 'ar-360'] },
      {
        path: ({ order }) => `/OrderDetails/${order.code}`,
        cells: ['ar'],
        state: 'the delay dialog with its error',
        prepare: async (page) => {
          await page.getByRole('button', { name: await catalogText('ar', 'orderAction.delay') }).click();
          const dialog = page.getByRole('dialog', { name: t('ar', 'orders:actions.delay.title') });
          await dialog.getByRole('button', { name: t('ar', 'orders:actions.delay.submit') }).click();
          await expect(
            dialog.getByText(await catalogText('ar', 'validation.delayDateRequired')),
          ).toBeVisible();
        },
      },
      { path: ({ order }) => `/Log/${order.code}/1`, cells: ['ar', 'ar-360'] },
      { path: '/addOrder', cells: ['ar', 'en', 'ar-360'] },
      { path: ({ order }) => `/editOrder/${order.code}`, cells: ['ar'] },
    ],
  },
  {
    name: 'missions',
    as: merchant,
    make: async (request, email) => ({ mission: await createPickup(request, email, unique('مهمة الفحص')) }),
    places: [
      { path: '/Missions', cells: ['ar', 'en', 'ar-360'] },
      ...['/Supplied', '/ReturnWithCompany', '/Return', '/Resent'].map((path): Place => ({
        path,
        cells: ['ar'],
      })),
      { path: ({ mission }) => `/MissionDetails/${mission.id}`, cells: ['ar', 'en', 'ar-360'] },
      {
        path: ({ mission }) => `/MissionDetails/${mission.id}`,
        cells: ['ar'],
        state: 'the money preview',
        prepare: async (page) => {
          await page.getByRole('tab', { name: t('ar', 'missions:previews.money') }).click();
          await expect(page.getByText(t('ar', 'missions:previews.net'))).toBeVisible();
        },
      },
      {
        path: ({ mission }) => `/MissionDetails/${mission.id}`,
        cells: ['ar'],
        state: 'the terminate dialog with its error',
        prepare: async (page) => {
          const terminate = await catalogText('ar', 'missionAction.terminate');
          await page.getByRole('button', { name: terminate }).click();
          const dialog = page.getByRole('dialog');
          await field(page, t('ar', 'missions:terminate.reason')).selectOption({ label: 'سبب آخر' });
          await field(page, t('ar', 'missions:terminate.note')).fill('قصير');
          await dialog.getByRole('button', { name: terminate }).click();
          await expect(dialog.getByText(await catalogText('ar', 'validation.minLength10'))).toBeVisible();
        },
      },
      { path: '/addMission', cells: ['ar', 'en', 'ar-360'] },
      { path: ({ mission }) => `/printMission/${mission.id}`, cells: ['ar', 'ar-360'] },
      { path: '/reports/Missions', cells: ['ar', 'en'] },
      {
        path: '/faq/missions',
        cells: ['ar'],
        state: 'a question open',
        prepare: async (page) => {
          const question = page.getByRole('button', { name: /مهمة استلام/ });
          await question.click();
          await expect(question).toHaveAttribute('aria-expanded', 'true');
        },
      },
    ],
  },
  {
    name: 'order files',
    as: merchant,
    make: async (request, email) => {
      const first = await createOrder(request, email, unique('عميل الطباعة'));
      const second = await createOrder(request, email, unique('عميل الطباعة'));
      return { orders: `${first.id},${second.id}` };
    },
    places: [
      { path: '/AddOrderWithExcel', cells: ['ar'] },
      {
        path: '/AddOrderWithExcel',
        cells: ['ar'],
        state: "a bad file's per-row report",
        prepare: async (page) => {
          await chooseFile(page, 'orders-bad.xlsx', await orderSheet(badUpload));
          await upload(page);
          await expect(page.getByText(t('ar', 'order-files:upload.rowsInvalidTitle'))).toBeVisible();
        },
      },
      { path: '/AddMultipleOrdersSmartly', cells: ['ar'] },
      {
        path: '/AddMultipleOrdersSmartly',
        cells: ['ar'],
        state: 'the correction table',
        prepare: async (page) => {
          await chooseFile(page, 'smart.xlsx', await orderSheet(unsureUpload));
          await upload(page);
          await expect(
            page.getByRole('heading', { name: t('ar', 'order-files:smart.correctTitle') }),
          ).toBeVisible();
        },
      },
      { path: ({ orders }) => `/printSticker/?ids=${orders}`, cells: ['ar'] },
      { path: ({ orders }) => `/printOrder/?ids=${orders}`, cells: ['ar', 'ar-360'] },
      { path: '/reports/AllOrders', cells: ['ar'] },
    ],
  },
  {
    name: 'costs and companies',
    as: 'company@demo.test',
    places: [
      { path: '/ClientCosts', cells: ['ar'] },
      { path: '/ClientOfficeCosts', cells: ['ar'] },
      { path: '/list/companies', cells: ['ar', 'ar-360', 'en-360'] },
    ],
  },
  {
    name: 'a suspended client',
    as: 'frozen@demo.test',
    places: ['/Home', '/SavedOrder', '/Supplied', '/Missions', '/addMission'].map((path) => ({
      path,
      cells: ['ar'],
    })),
  },
];

/** Places per test: long enough to pay for its login, short enough for the two workers to share evenly. */
const perTest = 6;

for (const area of areas) {
  for (const cell of allCells) {
    const all = area.places.filter((p) => p.cells.includes(cell));
    const parts = Math.ceil(all.length / perTest);
    for (let part = 0; part < parts; part++) {
      const places = all.slice(part * perTest, (part + 1) * perTest);
      defineTest(area, cell, places, parts > 1 ? ` (${part + 1}/${parts})` : '');
    }
  }
}

function defineTest(area: Area, cell: Cell, places: Place[], suffix: string) {
  const [lang, width] = cell.split('-') as [Lang, string | undefined];
  test(`axe: ${area.name}, ${lang}${width ? ` at ${width} px` : ''}${suffix}`, async ({ page, request }) => {
    test.setTimeout(30_000 + places.length * 15_000);
    if (width) await page.setViewportSize({ width: Number(width), height: 800 });
    const made = (area.as && area.make ? await area.make(request, area.as) : {}) as Made;
    await area.before?.(page);
    await page.goto('/login');
    if (lang === 'en') await switchLanguage(page, 'en');
    if (area.as) {
      await logIn(page, area.as, undefined, lang);
      await expect(page).not.toHaveURL(/\/login$/);
    }

    for (const place of places) {
      const path = typeof place.path === 'function' ? place.path(made) : place.path;
      const where = `${path}${place.state ? ` (${place.state})` : ''}`;
      await page.goto(path);
      await settled(page);
      await place.prepare?.(page);
      expect.soft(await axeViolations(page), `axe violations on ${where}`).toEqual([]);
      if (width) expect.soft(await hasSidewaysScroll(page), `sideways scroll on ${where}`).toBe(false);
    }
  });
}
