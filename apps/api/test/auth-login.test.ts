import { loginResponseSchema, translate } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/clients-users';
import { createAccountsRepository } from '../src/modules/accounts/accounts.repository';
import { hashPassword } from '../src/lib/password-hash';
import { scryptHasher } from '../src/modules/auth/passwords';
import { testDatabaseKind } from './support/database';
import { createAccount, createUser } from './support/factories';
import { buildTestApp, useProductionHashCost, useTestApp } from './support/harness';
import { capturedLogLines } from './support/logs';

const t = useTestApp();
const login = (body: unknown, extra: { lang?: 'ar' | 'en' } = {}) =>
  t.call({ method: 'POST', url: '/api/client/login', body, lang: extra.lang });

describe('POST /api/client/login', () => {
  it('answers the session fields of a main client', async () => {
    const res = await login({ email: 'merchant@demo.test', password: 'Demo#2026' });
    expect(res.status).toBe(200);
    expect(loginResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body).toMatchObject({
      success: 1,
      is_first_login: 1,
      is_main_client: 1,
      email: 'merchant@demo.test',
      has_company: 0,
      have_stock: 1,
      walkthrough: 1,
      is_freezed: 0,
      restored: 0,
      status: 1,
    });
    expect(res.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(typeof res.body.api_token).toBe('string');
    expect(new Date(res.body.expires_at).getTime() - t.clock.now().getTime()).toBe(
      t.config.SESSION_ABSOLUTE_TIMEOUT_MS,
    );
  });

  it('accepts the email in any case and with spaces', async () => {
    const res = await login({ email: '  Merchant@Demo.TEST ', password: 'Demo#2026' });
    expect(res.status).toBe(200);
  });

  it('gives a sub-user no api_token', async () => {
    const res = await login({ email: 'employee@demo.test', password: 'Demo#2026' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_main_client: 0, api_token: null });
  });

  it("answers a company client's settings", async () => {
    const res = await login({ email: 'company@demo.test', password: 'Demo#2026' });
    expect(res.body).toMatchObject({ has_company: 1, company: { settings: { print_company_name: true } } });
  });

  it('lets a frozen client log in, flagged', async () => {
    const res = await login({ email: 'frozen@demo.test', password: 'Demo#2026' });
    expect(res.status).toBe(200);
    expect(res.body.is_freezed).toBe(1);
  });

  it('tells a first login to set a password, and shows a restored account', async () => {
    const res = await login({ email: 'newbie@demo.test', password: 'Demo#2026' });
    expect(res.body).toMatchObject({ is_first_login: 0, walkthrough: 0, restored: 1 });
  });

  it('answers a deleted account with its phones (correct password only)', async () => {
    const res = await login({ email: 'deleted@demo.test', password: 'Demo#2026' }, { lang: 'en' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: 0,
      request_id: expect.any(String),
      code: 'ACCOUNT_DELETED',
      error_msg: translate('errors.ACCOUNT_DELETED', 'en'),
      phone1: '01009876543',
      phone2: '0225551234',
    });
    const wrong = await login({ email: 'deleted@demo.test', password: 'Wrong#2026' });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.body.phone1).toBeUndefined();
  });

  it('refuses a disabled sub-user', async () => {
    const { clientId } = await createAccount(t.database.db);
    const { email } = await createUser(t.database.db, clientId, { disabledAt: new Date() });
    const res = await login({ email, password: 'Demo#2026' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('stores the password again at the current cost when it was hashed at another, and only after a success', async () => {
    const older = await hashPassword('Demo#2026', { N: 2 ** 11, r: 8, p: 1 });
    const { userId, email } = await createAccount(t.database.db, { user: { passwordHash: older } });
    const stored = async () =>
      (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]!
        .hash;

    const logStart = capturedLogLines.length;
    expect((await login({ email, password: 'Wrong#2026' })).status).toBe(401);
    expect(await stored()).toBe(older);

    expect((await login({ email, password: 'Demo#2026' })).status).toBe(200);
    const renewed = await stored();
    expect(renewed).toMatch(new RegExp(`^scrypt\\$${2 ** t.config.PASSWORD_HASH_COST}\\$8\\$1\\$`));
    const events = capturedLogLines
      .slice(logStart)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.some((e) => e.auth_event === 'password.rehashed' && e.user_id === userId)).toBe(true);
    expect((await login({ email, password: 'Demo#2026' })).status).toBe(200);
    expect(await stored()).toBe(renewed);
  });

  it('still logs in when the rehash fails, keeps the old hash and logs no part of the failed query', async () => {
    const older = await hashPassword('Demo#2026', { N: 2 ** 11, r: 8, p: 1 });
    const { userId, email } = await createAccount(t.database.db, { user: { passwordHash: older } });
    const app = await buildTestApp({
      clock: t.clock,
      deps: {
        passwordHasher: {
          ...scryptHasher,
          hash: async () => {
            throw new Error(`Failed query: update "users" set "password_hash" = ${older}`);
          },
        },
      },
    });
    try {
      const logStart = capturedLogLines.length;
      const res = await app.inject({
        method: 'POST',
        url: '/api/client/login',
        payload: { email, password: 'Demo#2026' },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.database.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      expect(row!.hash).toBe(older);
      const lines = capturedLogLines.slice(logStart);
      const failed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(failed.find((e) => e.auth_event === 'password.rehash_failed')).toMatchObject({
        user_id: userId,
        reason: 'Error',
      });
      expect(lines.join('\n')).not.toContain(older.split('$')[5]!);
    } finally {
      await app.close();
    }
  });

  it('never overwrites a password changed after the login checked the old one', async () => {
    const older = await hashPassword('Demo#2026', { N: 2 ** 11, r: 8, p: 1 });
    const { userId } = await createAccount(t.database.db, { user: { passwordHash: older } });
    await t.database.db.update(users).set({ passwordHash: 'changed-meanwhile' }).where(eq(users.id, userId));
    await createAccountsRepository(t.database.db).replacePasswordHash(
      userId,
      older,
      await hashPassword('Demo#2026'),
    );
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    expect(row!.hash).toBe('changed-meanwhile');
  });

  // Seven logins at production cost: ~3 s when idle, more on a busy machine (7.8 s per engine on the CI
  // machine). Once, on the embedded engine: what it times is the hashing, not the database.
  it.runIf(testDatabaseKind() === 'pglite')(
    'answers an unknown email exactly like a wrong password, in about the same time',
    { timeout: 60_000 },
    async () => {
      // At the tests' low hash cost there would be nothing to equalise: this one hashes at production cost.
      useProductionHashCost();
      const { email } = await createAccount(t.database.db, {
        user: { passwordHash: await hashPassword('Demo#2026') },
      });
      const time = async (body: unknown) => {
        const started = performance.now();
        const res = await login(body, { lang: 'en' });
        return { res, ms: performance.now() - started };
      };
      await time({ email: 'nobody@demo.test', password: 'Whatever#1' }); // warm the dummy hash
      // The fastest of three runs each: a busy machine only ever adds time, never removes it.
      const fastest = async (body: unknown) => {
        const runs = [await time(body), await time(body), await time(body)];
        return runs.reduce((a, b) => (b.ms < a.ms ? b : a));
      };
      const unknown = await fastest({ email: 'nobody@demo.test', password: 'Whatever#1' });
      const wrong = await fastest({ email, password: 'Whatever#1' });
      expect(unknown.res.status).toBe(401);
      expect(wrong.res.status).toBe(401);
      expect({ ...unknown.res.body, request_id: 0 }).toEqual({ ...wrong.res.body, request_id: 0 });
      expect(wrong.res.body).toEqual({
        success: 0,
        request_id: expect.any(String),
        code: 'INVALID_CREDENTIALS',
        error_msg: 'The email or password is incorrect',
      });
      // Both run one scrypt verification (~0.4 s); without the dummy hash the unknown email would take ~0 ms.
      expect(unknown.ms).toBeGreaterThan(wrong.ms / 3);
      expect(unknown.ms).toBeLessThan(wrong.ms * 3);
    },
  );

  it.each([
    ['ar', 'هذا الحقل مطلوب', 'أدخل بريدًا إلكترونيًا صحيحًا', 'أدخل 8 أحرف على الأقل'],
    ['en', 'This field is required', 'Enter a valid email address', 'Enter at least 8 characters'],
  ] as const)(
    'answers bad input with 422 and field errors in %s',
    async (lang, required, badEmail, short) => {
      const missing = await login({}, { lang });
      expect(missing.status).toBe(422);
      expect(missing.body).toMatchObject({
        success: 0,
        code: 'VALIDATION_FAILED',
        error_msg: translate('errors.VALIDATION_FAILED', lang),
        errors: { email: [required], password: [required] },
      });
      const bad = await login({ email: 'not-an-email', password: 'short' }, { lang });
      expect(bad.body.errors).toEqual({ email: [badEmail], password: [short] });
    },
  );

  it('treats a missing or malformed JSON body as bad input', async () => {
    const none = await t.call({ method: 'POST', url: '/api/client/login' });
    expect(none.status).toBe(422);
    expect(none.body.code).toBe('VALIDATION_FAILED');
    const broken = await t.call({ method: 'POST', url: '/api/client/login', body: '{"email":' });
    expect(broken.status).toBe(422);
    expect(broken.body.code).toBe('VALIDATION_FAILED');
  });

  it('defaults to Arabic messages', async () => {
    const res = await login({ email: 'merchant@demo.test', password: 'Wrong#2026' });
    expect(res.body.error_msg).toBe(translate('errors.INVALID_CREDENTIALS', 'ar'));
  });
});

describe('login throttling', () => {
  const fail = (email: string, lang: 'ar' | 'en' = 'en') =>
    login({ email, password: 'Wrong#2026' }, { lang });

  it('refuses the 6th failure in 15 minutes with 429, Retry-After and minutes in the message', async () => {
    for (let i = 0; i < 5; i++) expect((await fail('merchant@demo.test')).status).toBe(401);
    const sixth = await fail('merchant@demo.test');
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(sixth.body.retry_after).toBe(Number(sixth.headers['retry-after']));
    expect(sixth.body.error_msg).toBe('Too many attempts. Try again in 15 minutes');
    // Even the right password waits.
    const right = await login({ email: 'merchant@demo.test', password: 'Demo#2026' }, { lang: 'ar' });
    expect(right.status).toBe(429);
    expect(right.body.error_msg).toBe(translate('errors.TOO_MANY_ATTEMPTS', 'ar', { minutes: 15 }));
    // After the window, logging in works again.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login({ email: 'merchant@demo.test', password: 'Demo#2026' })).status).toBe(200);
  });

  it('throttles unknown emails alike', async () => {
    for (let i = 0; i < 5; i++) expect((await fail('ghost@demo.test')).status).toBe(401);
    const sixth = await fail('ghost@demo.test');
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('resets the account counter on success', async () => {
    for (let i = 0; i < 4; i++) await fail('merchant@demo.test');
    expect((await login({ email: 'merchant@demo.test', password: 'Demo#2026' })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail('merchant@demo.test')).status).toBe(401);
  });
});
