import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  captainLoginResponseSchema,
  loginResponseSchema,
  staffLoginResponseSchema,
  type SessionFields,
} from '@courier/contracts';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { captainSessionFromLogin } from '../../apps/web/src/lib/captain-session';
import { opsSessionFromLogin } from '../../apps/web/src/lib/ops-session';
import { sessionFromFields } from '../../apps/web/src/lib/session-store';
import { storageKeys } from '../../apps/web/src/lib/storage';
import { t, type Lang } from './texts';

export const demoPassword = 'Demo#2026';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its label, exactly, whether or not the label carries the required asterisk. */
export function field(page: Pick<Page, 'getByLabel'>, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
}

/** Switches the page's language with the visible switch ("English" / "العربية"). */
export async function switchLanguage(page: Page, to: Lang) {
  await page
    .getByRole('button', { name: to === 'en' ? 'English' : 'العربية' })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/**
 * Logs in through the login form (the page is on /login or gets there) and waits for the server's answer.
 * The demo accounts keep the build's production-cost hashes: ~0.3 s of scrypt when the machine is idle,
 * several seconds when it is busy, hence the long wait for that one answer.
 */
export async function logIn(
  page: Page,
  email: string,
  password = demoPassword,
  lang: Lang = 'ar',
  { keepSurvey = false } = {},
) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await field(page, t(lang, 'auth:fields.email')).fill(email);
  await field(page, t(lang, 'auth:fields.password')).fill(password);
  await page.getByRole('checkbox').check();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/client/login'), { timeout: 30_000 });
  const surveyAnswer = page
    .waitForResponse((r) => r.url().endsWith('/api/client/survey-custom'), { timeout: 30_000 })
    .catch(() => null);
  await page.getByRole('button', { name: t(lang, 'auth:login.submit') }).click();
  const response = await answered;
  // A client asked to answer a survey sees it after login: postponed here (for this login) unless the
  // test is about the survey, so journeys about other screens start on the page itself.
  const body = (await response.json().catch(() => ({}))) as {
    available_surveys?: number;
    is_first_login?: number;
  };
  if (!keepSurvey && body.available_surveys === 1 && body.is_first_login === 1) {
    const survey = await surveyAnswer;
    if (survey && ((await survey.json()) as { survey?: unknown }).survey) {
      await page
        .getByRole('button', { name: t(lang, 'survey:later') })
        .first()
        .click();
    }
  }
}

/** Signs a staff member in on /ops/login (the console's own login). */
export async function opsLogIn(page: Page, email: string, lang: Lang = 'ar', password = demoPassword) {
  if (!page.url().includes('/ops/login')) await page.goto('/ops/login');
  await field(page, t(lang, 'auth:fields.email')).fill(email);
  await field(page, t(lang, 'auth:fields.password')).fill(password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/ops/login'), { timeout: 30_000 });
  await page.getByRole('button', { name: t(lang, 'ops:login.submit') }).click();
  // The session is stored after the answer is read, then the page leaves the login: a test that navigates
  // at once could get there first and be sent back to the login (seen once in ops-orders).
  if ((await answered).ok())
    await page.waitForURL((url) => !url.pathname.startsWith('/ops/login'), { timeout: 30_000 });
}

/** Logs in through the API: the login answer (its token and the session's fields). */
export async function sessionFor(request: APIRequestContext, email: string, password = demoPassword) {
  const res = await request.post('/api/client/login', { data: { email, password } });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(1);
  return body as { access_token: string; user_name: string; client_name: string } & Record<string, unknown>;
}

/**
 * Writes the app's storage before its first load: the page is on a same-origin document that is not the
 * app (the server's readiness answer), so nothing of the app runs until the test opens its own page.
 */
async function writeStorage(page: Page, local: Record<string, string>) {
  if (!page.url().startsWith('http')) await page.goto('/readyz');
  await page.evaluate((l) => {
    for (const [key, value] of Object.entries(l)) localStorage.setItem(key, value);
  }, local);
}

interface SignInOptions {
  password?: string;
  /** The language the app opens in (what the language switch stores); Arabic when not given. */
  lang?: Lang;
  /** Fields of the login answer to change, as a test that routes the login answer would. */
  patch?: Partial<SessionFields>;
}

/**
 * Signs in the way a form login leaves the browser, without the form, for tests about other screens
 * (decision 016, amendment 2026-11-29): the login goes through the API and its answer is stored with the
 * app's own mapping (`sessionFromFields`, apps/web/src/lib/session-store.ts). A survey the answer says is
 * waiting is postponed for this login, as `logIn` does with "Later" (the mark the survey prompt writes),
 * so the page opens without it. The login form itself, and what follows it, are login.spec.ts's,
 * navigation.spec.ts's, first-login.spec.ts's, idle.spec.ts's, the survey's and the walkthrough's.
 */
export async function signIn(page: Page, email: string, { password, lang, patch }: SignInOptions = {}) {
  const fields = loginResponseSchema.parse({
    ...(await sessionFor(page.request, email, password)),
    ...patch,
  });
  const session = sessionFromFields(fields);
  const local: Record<string, string> = { [storageKeys.session]: JSON.stringify(session) };
  if (lang) local[storageKeys.language] = lang;
  // The survey prompt's mark: the session's token, its last 12 characters (features/survey).
  if (fields.available_surveys === 1 && fields.is_first_login === 1)
    local[storageKeys.surveyPostponed] = session.token.slice(-12);
  await writeStorage(page, local);
  return fields;
}

/**
 * The first load of the app in a new browser context fetches and compiles all of its code (a form login
 * had done that on /login and /Home): up to 30 s for the page's own h1 on a busy machine, as `logIn` waits.
 */
async function firstLoad(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
}

/** `signIn`, then the page under test opened directly. */
export async function openAs(page: Page, email: string, path: string, options: SignInOptions = {}) {
  const fields = await signIn(page, email, options);
  await firstLoad(page, path);
  return fields;
}

/** A staff member's session stored as /ops/login stores it (`opsSessionFromLogin`), through the API. */
export async function opsSignIn(page: Page, email: string, { lang }: { lang?: Lang } = {}) {
  const res = await page.request.post('/api/ops/login', { data: { email, password: demoPassword } });
  const answer = staffLoginResponseSchema.parse(await res.json());
  const local: Record<string, string> = {
    [storageKeys.opsSession]: JSON.stringify(opsSessionFromLogin(answer)),
  };
  if (lang) local[storageKeys.language] = lang;
  await writeStorage(page, local);
}

/** A captain's session stored as /captain/login stores it (`captainSessionFromLogin`), through the API. */
export async function captainSignIn(page: Page, phone: string) {
  const res = await page.request.post('/api/captain/login', { data: { phone, password: demoPassword } });
  const answer = captainLoginResponseSchema.parse(await res.json());
  await writeStorage(page, { [storageKeys.captainSession]: JSON.stringify(captainSessionFromLogin(answer)) });
}

/** `opsSignIn`, then the console's page under test opened directly. */
export async function opsOpenAs(page: Page, email: string, path: string, options: { lang?: Lang } = {}) {
  await opsSignIn(page, email, options);
  await firstLoad(page, path);
}

/** The language the app opens in at its next load, stored as the language switch stores it. */
export async function storeLanguage(page: Page, lang: Lang) {
  await writeStorage(page, { [storageKeys.language]: lang });
}

/**
 * Leaves the app (its page unloaded, so nothing of it writes again) and empties the origin's local and
 * session storage: the next sign-in and page load start as a new visit in a new browser would.
 */
export async function newVisit(page: Page) {
  await page.goto('/readyz');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * Waits (at most 3 s) until no finite animation or transition has run for three frames: axe reads colours
 * as painted, and a toast caught fading in failed colour contrast (`axe: the API page, en at 360 px`,
 * 2026-11-25). Endless ones (a spinner) do not count; `settled` has waited for those already.
 */
async function atRest(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const moving = () =>
      document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    const deadline = performance.now() + 3_000;
    for (let calm = 0; calm < 3 && performance.now() < deadline;) {
      await frame();
      calm = moving() ? 0 : calm + 1;
    }
  });
}

/** The newest one-time code the default messenger kept for an account (GET /api/dev/outbox). */
export async function latestOtp(request: APIRequestContext, since: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await request.get('/api/dev/outbox');
    const body = (await res.json()) as { feed: Array<{ id: number; code: string | null }> };
    const fresh = body.feed.find((m) => m.id > since && m.code);
    if (fresh?.code) return fresh.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('No OTP arrived in the outbox');
}

export async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/dev/outbox');
  const body = (await res.json()) as { feed: Array<{ id: number }> };
  return body.feed[0]?.id ?? 0;
}

/** Sets an account's password back to the demo one, so journeys that change it leave no trace. */
export async function restorePassword(request: APIRequestContext, email: string, current: string) {
  const session = await sessionFor(request, email, current);
  const res = await request.post('/api/client/change-password', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { old_password: current, password: demoPassword, logout_devices: 1 },
  });
  expect(res.ok()).toBe(true);
}

/** Opens the API page with the one-time code read from the dev outbox (spec §6, §8). */
export async function unlockApiPage(page: Page, lang: Lang, openedHeading = 'settings:api.keyTitle') {
  const since = await lastOutboxId(page.request);
  await page.getByRole('button', { name: t(lang, 'settings:api.sendCode') }).click();
  await expect(page.getByText(/\*{3,}/)).toBeVisible(); // the masked phone
  const code = await latestOtp(page.request, since);
  await page.getByLabel(t(lang, 'settings:api.digit', { index: 1, total: 6 })).pressSequentially(code);
  await page.getByRole('button', { name: t(lang, 'settings:api.open') }).click();
  await expect(page.getByRole('heading', { name: t(lang, openedHeading) })).toBeVisible();
}

/**
 * The unlocked API page's key field, once the key query has answered: the key, or "Create a key" clicked
 * first. (Checking the button at once raced the query: it appeared just after, and the key never came.)
 */
export async function ensureApiKey(page: Page, lang: Lang) {
  const createKey = page.getByRole('button', { name: t(lang, 'settings:api.createKey') });
  const keyField = page.getByRole('textbox', { name: t(lang, 'settings:api.keyLabel'), exact: true });
  await expect(createKey.or(keyField)).toBeVisible();
  if (await createKey.isVisible()) await createKey.click();
  await expect(keyField).toBeVisible();
  return keyField;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
  resultTypes: ['violations'],
};

/**
 * WCAG 2.2 A/AA violations on the page as it is now, one line each: what broke and where.
 *
 * axe-core runs in the page, loaded once per document (it stays across the app's own navigation). The
 * `@axe-core/playwright` builder used before loaded it again for every check and finished each run in a
 * new browser page: ~1.5 s a check on the 2-core machine, against ~0.4 s here (decision 016). The app has
 * no frames, so axe's one-document `run` sees all of it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await atRest(page);
  // Evaluated through the DevTools protocol, so the app's script policy (no inline, no eval) allows it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, o: RunOptions): Promise<AxeResults> };
    };
    const { violations } = await axe.run(document, options);
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, axeOptions);
}

/**
 * Moves the app to `path` the way its own links do (history and popstate, no reload), then waits until the
 * route has rendered its own page: a new h1, or the old one with another text. The session, the loaded
 * code and axe stay, so a check of many pages pays for one load (decision 016). To the same screen (the
 * same path, whatever its search) it reloads instead, and between the captain's app and the other pages
 * it loads the page: the captain's is a page and a build of its own (captain.html, decision 081).
 */
export async function goInApp(page: Page, path: string) {
  // The same screen with other search parameters keeps its h1: nothing to wait for, so it reloads.
  const here = await page.evaluate(() => location.pathname);
  const to = new URL(path, 'http://app').pathname;
  const captain = (pathname: string) => /^\/captain(\/|$)/i.test(pathname);
  if (here === to || captain(here) !== captain(to)) {
    await page.goto(path);
    return;
  }
  const before = await page.evaluate(() => {
    const h1 = document.querySelector('h1');
    h1?.setAttribute('data-e2e-left', '');
    return h1?.textContent ?? null;
  });
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((oldText) => {
    const h1 = document.querySelector('h1');
    return h1 !== null && (!h1.hasAttribute('data-e2e-left') || h1.textContent !== oldText);
  }, before);
}

const docsScreenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/**
 * One of the screenshots the docs show (docs/screenshots/<name>.png), attached to the report; with
 * E2E_UPDATE_DOCS=1 it replaces the docs' copy. Every other screenshot is taken only when a test fails.
 */
export async function docScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  if (process.env.E2E_UPDATE_DOCS === '1') {
    mkdirSync(docsScreenshots, { recursive: true });
    await page.screenshot({ path: `${docsScreenshots}${name}.png`, fullPage: true });
  }
}

/** True when the page scrolls sideways (a layout bug at phone width). */
export async function hasSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/**
 * The page's h1 is there, the app's own, and its data has loaded: no skeleton, loader, busy region or
 * dimmed table left.
 */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A page drawn in its HTML (/login, decision 083: the one `after-paint.js` starts) has its h1 before the
  // app has taken it over. (The captain's app, on Preact, is never drawn.)
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    const drawn = document.querySelector('script[data-entry]') !== null;
    return h1 !== null && (!drawn || Object.keys(h1).some((key) => key.startsWith('__reactFiber')));
  });
  await expect(
    page.locator('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"], [data-loading]'),
  ).toHaveCount(0);
}

/** A notification (toast) with this text. */
export const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
