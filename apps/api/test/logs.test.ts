import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../src/db/seed/seed';
import { buildTestApp, useTestApp } from './support/harness';
import { capturedLogLines, containsSecret, leakedSecrets, rememberSecret, seenSecrets } from './support/logs';

const t = useTestApp();

/** The auth event lines logged since `start`, parsed (the capture is shared by the worker's files). */
const authEvents = (start: number) =>
  capturedLogLines
    .slice(start)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => typeof entry.auth_event === 'string');

describe('logs (docs/quality.md R12)', () => {
  it('record every auth event with who, what and when, and never a password, token or code', async () => {
    const start = capturedLogLines.length;
    await t.call({
      method: 'POST',
      url: '/api/client/login',
      body: { email: 'merchant@demo.test', password: 'Wrong#2026' },
    });
    const session = await t.login('merchant@demo.test');
    await t.call({ method: 'POST', url: '/api/client/send-otp', body: { email: 'merchant@demo.test' } });
    const code = await t.latestOtp();
    await t.call({
      method: 'POST',
      url: '/api/client/check-otp',
      body: { email: 'merchant@demo.test', code },
    });
    await t.call({
      method: 'POST',
      url: '/api/client/change-password',
      token: session.access_token,
      body: { old_password: demoPassword, password: 'Fresh#2026', logout_devices: 1 },
    });
    await t.call({
      method: 'POST',
      url: '/api/client/reset',
      body: {
        email: 'merchant@demo.test',
        code,
        password: 'Other#2026',
        password_confirmation: 'Other#2026',
      },
    });
    const again = await t.login('merchant@demo.test', 'Other#2026');
    await t.call({ method: 'POST', url: '/api/client/logout', token: again.access_token });

    const events = authEvents(start);
    const names = events.map((e) => e.auth_event);
    for (const name of [
      'login.failure',
      'login.success',
      'otp.send',
      'otp.check',
      'password.change',
      'session.revoked',
      'password.reset',
      'logout',
    ]) {
      expect(names).toContain(name);
    }
    for (const event of events) {
      expect(event.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(event.user_id ?? event.email_hash ?? event.session_ids).toBeDefined();
    }
    const text = capturedLogLines.slice(start).join('\n');
    for (const secret of [
      demoPassword,
      'Fresh#2026',
      'Other#2026',
      code,
      session.access_token,
      session.api_token,
      session.id_token,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('merchant@demo.test');
    expect(seenSecrets.size).toBeGreaterThan(5);
    expect(leakedSecrets()).toEqual([]);
  });
});

describe('logged database errors (issue 12 §9)', () => {
  // What a failing order query carries: a receiver, a phone, an address, a session's token hash.
  const personal = ['Mona Receiver', '01001234567', '12 Nile Street', 'e3b0c44298fc1c149afbf4c8996fb924'];

  it.each([
    ['a value the column refuses', sql`select ${personal.join(' ')}::int as receiver`],
    [
      'a constraint',
      sql`insert into sessions (user_id, token_hash, expires_at) values (${-1}, ${personal[3]}, now())`,
    ],
  ])('name the code and the statement, never its text or values: %s', async (_name, statement) => {
    const app = await buildTestApp({ database: t.database });
    app.get('/failing-query', async () => {
      await t.database.db.execute(statement);
      return { done: true };
    });
    const start = capturedLogLines.length;
    const res = await app.inject({ url: '/failing-query' });
    await app.close();
    expect(res.statusCode).toBe(500);
    const logged = capturedLogLines
      .slice(start)
      .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> });
    const error = logged.find((entry) => entry.msg === 'unhandled error');
    expect(error?.err).toMatchObject({
      code: expect.stringMatching(/^[0-9A-Z]{5}$/),
      statement: expect.stringMatching(/^(select|insert sessions)$/),
    });
    const text = capturedLogLines.slice(start).join('\n');
    for (const value of personal) expect(text).not.toContain(value);
    expect(text).not.toMatch(/token_hash|params/);
  });
});

describe('logged URLs (issue 33 §8)', () => {
  const phone = '01012345678';
  const code = '482913';
  const entries = (start: number) =>
    capturedLogLines.slice(start).map((line) => JSON.parse(line) as Record<string, unknown>);

  it('name the query parameters, never their values (paging numbers aside)', async () => {
    const staff = await t.staffTokenFor('ops@demo.test');
    const start = capturedLogLines.length;
    await t.call({ url: `/api/ops/orders?phone=${phone}&code=${code}&page=2`, token: staff });
    await t.call({ url: `/api/client/nothing-here?phone=${phone}&${phone}` });
    await t.call({ method: 'POST', url: `/api/hooks/stores/secret-token-${phone}?code=${code}` });
    const text = capturedLogLines.slice(start).join('\n');
    expect(text).not.toContain(phone);
    expect(text).not.toContain(code);
    expect(text).not.toContain('secret-token');
    const urls = entries(start)
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => (entry.req as { url: string }).url);
    expect(urls).toEqual([
      '/api/ops/orders?phone=…&code=…&page=2',
      '/api/client/nothing-here?phone=…&…',
      '/api/hooks/stores/:token?code=…',
    ]);
  });

  it('leave no query value in an error or a message that names a URL', async () => {
    const app = await buildTestApp({ database: t.database });
    app.get('/failing-fetch', async () => {
      app.log.warn(`Reply was already sent for "/api/ops/orders?phone=${phone}"`);
      throw new Error(`GET https://tracking.example/find?phone=${phone}&page=3 failed`);
    });
    const start = capturedLogLines.length;
    const res = await app.inject({ url: `/failing-fetch?phone=${phone}` });
    await app.close();
    expect(res.statusCode).toBe(500);
    const text = capturedLogLines.slice(start).join('\n');
    expect(text).toContain('https://tracking.example/find?phone=…&page=3 failed');
    expect(text).toContain('/api/ops/orders?phone=…');
    expect(text).not.toContain(phone);
  });
});

describe('the leak check itself', () => {
  it('finds a code written as a value, not the same digits inside a request id or a number', () => {
    expect(containsSecret('{"code":"543402"}', '543402')).toBe(true);
    expect(containsSecret('code=543402 sent', '543402')).toBe(true);
    expect(containsSecret('{"reqId":"fd543402-216d-4df5"}', '543402')).toBe(false);
    expect(containsSecret('{"responseTime":0.15434029}', '543402')).toBe(false);
    expect(containsSecret('token abcdefgh in the middle', 'abcdefgh')).toBe(true);
  });

  it('finds a secret in a line logged before it was seen and in one logged after, each pair once', () => {
    expect(leakedSecrets()).toEqual([]);
    const secret = `tok-${Date.now()}`;
    const early = `{"msg":"early","note":"${secret}-early"}`;
    capturedLogLines.push(early);
    expect(leakedSecrets()).toEqual([]);
    rememberSecret(secret);
    expect(leakedSecrets()).toEqual([{ secret, line: early }]);
    const late = `{"msg":"late","code":"${secret}"}`;
    capturedLogLines.push(late);
    rememberSecret('987654');
    capturedLogLines.push('{"responseTime":0.1987654}', '{"code":"987654"}');
    expect(leakedSecrets()).toEqual([
      { secret, line: late },
      { secret: '987654', line: '{"code":"987654"}' },
    ]);
    // Reported once: the file's own check after it (test/support/setup.ts) finds nothing new.
    expect(leakedSecrets()).toEqual([]);
  });
});
