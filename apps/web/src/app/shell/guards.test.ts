import { describe, expect, it } from 'vitest';
import { guardStep, redirectFor, resolveRedirect, safeNext, type GuardSession } from './guards';

const admin: GuardSession = { firstLogin: 1, isMainClient: 1, hasCompany: 0, haveStock: 0 };
const subUser: GuardSession = { ...admin, isMainClient: 0 };
const firstLogin: GuardSession = { ...admin, firstLogin: 0 };

describe('navigation rules (spec §2)', () => {
  it('lets anyone open the public paths', () => {
    for (const path of [
      '/login',
      '/confirm-mobile',
      '/otp',
      '/change-password',
      '/changed-password',
      '/set_password',
      '/publictermsandconditions',
      '/pages/error-404',
      '/pages/error-500',
      '/pages/not-authorized',
    ]) {
      expect(resolveRedirect(path, null), path).toBeNull();
    }
  });

  it('sends a visitor on any other known path to /login', () => {
    expect(resolveRedirect('/Home', null)).toBe('/login');
    expect(resolveRedirect('/setting-change-password', null)).toBe('/login');
    expect(resolveRedirect('/link-with-plugins', null)).toBe('/login');
    expect(resolveRedirect('/', null)).toBe('/login');
  });

  it('sends a logged-in user from /login and / to /Home', () => {
    expect(resolveRedirect('/login', admin)).toBe('/Home');
    expect(resolveRedirect('/', admin)).toBe('/Home');
    expect(resolveRedirect('/Home', admin)).toBeNull();
  });

  it('sends a first login (firstLogin ≤ 0) to /set_password from every non-public page', () => {
    expect(resolveRedirect('/Home', firstLogin)).toBe('/set_password');
    expect(resolveRedirect('/setting', { ...firstLogin, firstLogin: -1 })).toBe('/set_password');
    expect(resolveRedirect('/login', firstLogin)).toBe('/set_password');
    expect(resolveRedirect('/set_password', firstLogin)).toBeNull();
    expect(resolveRedirect('/publictermsandconditions', firstLogin)).toBeNull();
  });

  it('sends unknown paths to /pages/error-404', () => {
    expect(resolveRedirect('/no-such-page', admin)).toBe('/pages/error-404');
    expect(resolveRedirect('/no-such-page', null)).toBe('/pages/error-404');
  });

  it('matches paths case-insensitively, like the original portal', () => {
    expect(resolveRedirect('/home', admin)).toBeNull();
    expect(resolveRedirect('/HOME', null)).toBe('/login');
  });

  it('sends a role that may not open an admin page to /pages/not-authorized', () => {
    for (const path of [
      '/link-with-plugins',
      '/link-with-apis',
      '/link-with-apis/orders',
      '/control-notification',
    ]) {
      expect(resolveRedirect(path, subUser), path).toBe('/pages/not-authorized');
      expect(resolveRedirect(path, { ...subUser, hasCompany: 1 }), path).toBe('/pages/not-authorized');
      // Admins open them.
      expect(resolveRedirect(path, admin), path).toBeNull();
      expect(resolveRedirect(path, { ...admin, hasCompany: 1 }), path).toBeNull();
    }
    // Built (issue 9): admins open them.
    for (const path of [
      '/setting-employee-accounts',
      '/reports/attend-employee',
      '/locations',
      '/locations/3',
    ]) {
      expect(resolveRedirect(path, subUser), path).toBe('/pages/not-authorized');
      expect(resolveRedirect(path, { ...subUser, hasCompany: 1 }), path).toBe('/pages/not-authorized');
      expect(resolveRedirect(path, admin), path).toBeNull();
      expect(resolveRedirect(path, { ...admin, hasCompany: 1 }), path).toBeNull();
    }
  });

  it('opens /products only with haveStock = 1', () => {
    expect(guardStep('/products', { ...admin, haveStock: 0 })).toBe('/pages/error-404');
    expect(guardStep('/products', { ...admin, haveStock: 1 })).toBeNull();
    expect(guardStep('/products', { ...subUser, haveStock: 1 })).toBeNull();
    expect(resolveRedirect('/products', null)).toBe('/login');
  });

  it('lets every role open the shared settings', () => {
    expect(resolveRedirect('/setting-main-info', subUser)).toBeNull();
    expect(resolveRedirect('/setting-change-password', subUser)).toBeNull();
  });

  it('takes a visitor who opened a page that needs a login through /login and back to it', () => {
    expect(redirectFor('/OrderDetails/10000172', '?tab=log', null)).toBe(
      '/login?next=%2FOrderDetails%2F10000172%3Ftab%3Dlog',
    );
    // Home is where a login lands anyway; a public or unknown page keeps its own rule.
    expect(redirectFor('/Home', '', null)).toBe('/login');
    expect(redirectFor('/', '', null)).toBe('/login');
    expect(redirectFor('/publictermsandconditions', '', null)).toBeNull();
    expect(redirectFor('/no/such/page', '', null)).toBe('/pages/error-404');
    // Logged in, /login goes to the page it carries, else /Home; the rules then apply to that page.
    expect(redirectFor('/login', '?next=%2FOrderDetails%2F10000172%3Ftab%3Dlog', admin)).toBe(
      '/OrderDetails/10000172?tab=log',
    );
    expect(redirectFor('/login', '', admin)).toBe('/Home');
    expect(redirectFor('/login', '?next=%2Fsetting-employee-accounts', subUser)).toBe(
      '/setting-employee-accounts',
    );
    expect(redirectFor('/setting-employee-accounts', '', subUser)).toBe('/pages/not-authorized');
    expect(redirectFor('/OrderDetails/1', '', admin)).toBeNull();
  });

  it('never carries another site, an open page, /login or the staff console through the login', () => {
    for (const next of [
      null,
      '',
      'OrderDetails/1',
      '//evil.example/OrderDetails/1',
      '/\\evil.example',
      'https://evil.example/OrderDetails/1',
      '/login',
      '/login?next=%2FHome',
      '/publictermsandconditions',
      '/ops/orders',
      '/no/such/page',
      '/Home',
    ]) {
      expect(safeNext(next), String(next)).toBeNull();
    }
    expect(redirectFor('/login', '?next=%2F%2Fevil.example', admin)).toBe('/Home');
    expect(safeNext('/SavedOrder?page=3')).toBe('/SavedOrder?page=3');
  });
});
