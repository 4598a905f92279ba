import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { storageKeys } from '@/lib/storage';

/**
 * public/drawn-shell.js (decision 084): before the first paint, it shows the signed-in frame drawn in the
 * HTML only where the app would draw that frame itself. It reads the app's own storage keys.
 */
const script = readFileSync(join(__dirname, '../../../public/drawn-shell.js'), 'utf8');
const run = () => new Function(script)() as void;
const marks = () =>
  ['data-drawn-session', 'data-drawn-promotion'].filter((name) =>
    document.documentElement.hasAttribute(name),
  );

const session = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    token: 'a'.repeat(40),
    firstLogin: 0,
    userId: 7,
    activeTurboShop: 0,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...fields,
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.documentElement.removeAttribute('data-drawn-session');
  document.documentElement.removeAttribute('data-drawn-promotion');
});

describe('drawn-shell.js', () => {
  it('shows the frame and the promotion for a stored session in Arabic', () => {
    localStorage.setItem(storageKeys.session, session());
    run();
    expect(marks()).toEqual(['data-drawn-session', 'data-drawn-promotion']);
    localStorage.setItem(storageKeys.language, 'ar');
    run();
    expect(marks()).toEqual(['data-drawn-session', 'data-drawn-promotion']);
  });

  it('leaves the promotion out for a client with a shop, or once it was hidden this visit', () => {
    localStorage.setItem(storageKeys.session, session({ activeTurboShop: 1 }));
    run();
    expect(marks()).toEqual(['data-drawn-session']);
    document.documentElement.removeAttribute('data-drawn-session');
    localStorage.setItem(storageKeys.session, session());
    sessionStorage.setItem(storageKeys.promotionHidden, '1');
    run();
    expect(marks()).toEqual(['data-drawn-session']);
  });

  const stored: [string, string | null][] = [
    ['no session', null],
    ['an unreadable one', '{"token":'],
    ['one without a token', session({ token: '' })],
    ['one past its expiry', session({ expiresAt: new Date(Date.now() - 1000).toISOString() })],
    ['one of another shape', JSON.stringify({ token: 'x', userId: '7', firstLogin: 0 })],
  ];

  it.each(stored)('shows nothing for %s', (_, value) => {
    if (value !== null) localStorage.setItem(storageKeys.session, value);
    run();
    expect(marks()).toEqual([]);
  });

  it.each([...stored, ['a valid one', session()]])(
    'reads %s as the app does: the frame shows exactly when the app has a session',
    (_, value) => {
      if (value !== null) localStorage.setItem(storageKeys.session, value);
      // The app's store reads the storage again on a storage event (another tab's login or logout).
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.session }));
      run();
      expect(marks().includes('data-drawn-session')).toBe(sessionStore.get() !== null);
    },
  );

  it('shows nothing in English: the frame is drawn in Arabic', () => {
    localStorage.setItem(storageKeys.session, session());
    localStorage.setItem(storageKeys.language, 'en');
    run();
    expect(marks()).toEqual([]);
  });
});
