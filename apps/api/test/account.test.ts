import {
  appConfigSchema,
  profileResponseSchema,
  staticPageResponseSchema,
  translate,
} from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();

describe('POST /api/client/web/profile', () => {
  it('answers the profile of a main client, names in the caller language', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const ar = await t.call({ method: 'POST', url: '/api/client/web/profile', token });
    expect(ar.status).toBe(200);
    expect(profileResponseSchema.parse(ar.body)).toBeTruthy();
    expect(ar.body.feed).toMatchObject({
      user: { email: 'merchant@demo.test', phone: '01001234567' },
      user_client: { client: { name: 'متجر النور للإلكترونيات', is_freezed: 0, has_company: 0 } },
      master: 1,
      sub_user: 0,
      have_stock: 1,
      government: { name: 'القاهرة' },
      responsibleBranch: { name: 'فرع مدينة نصر' },
    });
    const en = await t.call({ method: 'POST', url: '/api/client/web/profile', token, lang: 'en' });
    expect(en.body.feed.government.name).toBe('Cairo');
    expect(en.body.feed.responsibleBranch.name).toBe('Nasr City branch');
  });

  it('marks a sub-user as such', async () => {
    const token = await t.tokenFor('employee@demo.test');
    const res = await t.call({ method: 'POST', url: '/api/client/web/profile', token });
    expect(res.body.feed).toMatchObject({ master: 0, sub_user: 1 });
  });
});

describe('POST /api/client/restored and user/walkthrough', () => {
  // Both steps follow the first-login password (the API refuses them before it: auth-first-login.test.ts).
  const restoredNewUser = async () =>
    (await createAccount(t.database.db, { client: { restored: true }, user: { walkthroughDone: false } }))
      .email;

  it('confirms the restored-account notice once', async () => {
    const email = await restoredNewUser();
    const first = await t.login(email);
    expect(first.restored).toBe(1);
    const res = await t.call({ method: 'POST', url: '/api/client/restored', token: first.access_token });
    expect(res.body).toEqual({ success: 1 });
    expect((await t.login(email)).restored).toBe(0);
  });

  it('marks the walkthrough done', async () => {
    const email = await restoredNewUser();
    const first = await t.login(email);
    expect(first.walkthrough).toBe(0);
    const res = await t.call({
      method: 'POST',
      url: '/api/client/user/walkthrough',
      token: first.access_token,
    });
    expect(res.body).toEqual({ success: 1 });
    expect((await t.login(email)).walkthrough).toBe(1);
  });

  it('needs a session', async () => {
    for (const url of ['/api/client/restored', '/api/client/user/walkthrough']) {
      const res = await t.call({ method: 'POST', url });
      expect(res.status).toBe(401);
      expect(res.body.logout).toBe(true);
    }
  });
});

describe('GET /api/client/pages/:id', () => {
  it('answers the terms in Arabic and English without a session', async () => {
    const res = await t.call({ url: '/api/client/pages/1' });
    expect(res.status).toBe(200);
    expect(staticPageResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.feed.id).toBe(1);
    expect(res.body.feed.title_ar).toMatch(/[\u0600-\u06FF]/);
    expect(res.body.feed.content_en.length).toBeGreaterThan(100);
  });

  it('answers an unknown page with 404 NOT_FOUND', async () => {
    const res = await t.call({ url: '/api/client/pages/999', lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: 0,
      request_id: expect.any(String),
      code: 'NOT_FOUND',
      error_msg: translate('errors.NOT_FOUND', 'en'),
    });
  });

  it('answers a non-numeric id with 422', async () => {
    const res = await t.call({ url: '/api/client/pages/abc' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/client/app-config', () => {
  it('answers the runtime settings of the web app without a session', async () => {
    const res = await t.call({ url: '/api/client/app-config' });
    expect(res.status).toBe(200);
    expect(appConfigSchema.parse(res.body)).toEqual({
      success: 1,
      idle_timeout_ms: 1_800_000,
      idle_warning_ms: 60_000,
      connectivity_interval_ms: 2000,
      starred_pages_limit: 10,
      branches_count: 50,
      amount_ceiling: 1_000_000,
    });
  });
});
