import { staffAccountResponseSchema, staffAccountsResponseSchema } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/harness';
import { useSockets } from './support/sockets';

const t = useTestApp();
const sockets = useSockets(() => t.app);

const password = 'Staff#2026x';
let serial = 0;
const newEmail = () => `staff-${Date.now()}-${++serial}@demo.test`;

async function addStaff(admin: string, role: 'ops' | 'support' | 'admin' = 'ops') {
  const email = newEmail();
  const res = await t.call({
    method: 'POST',
    url: '/api/ops/staff',
    token: admin,
    body: { name: 'New Agent', email: email.toUpperCase(), role, password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: staffAccountResponseSchema.parse(res.body).feed.id, email };
}

const login = (email: string, pass = password) =>
  t.call({ method: 'POST', url: '/api/ops/login', body: { email, password: pass } });

describe('staff admin (/api/ops/staff, admin only)', () => {
  it('is for admins only: ops and support get 403', async () => {
    for (const email of ['ops@demo.test', 'support@demo.test']) {
      const token = await t.staffTokenFor(email);
      expect((await t.call({ url: '/api/ops/staff/accounts', token })).status).toBe(403);
      const add = await t.call({
        method: 'POST',
        url: '/api/ops/staff',
        token,
        body: { name: 'X', email: newEmail(), role: 'ops', password },
      });
      expect(add.status).toBe(403);
    }
  });

  it('adds a member who can log in, listed with role, active state and last login', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const { id, email } = await addStaff(admin, 'support');
    const before = staffAccountsResponseSchema.parse(
      (await t.call({ url: '/api/ops/staff/accounts', token: admin })).body,
    );
    expect(before.feed.find((s) => s.id === id)).toMatchObject({
      email,
      role: 'support',
      active: 1,
      last_login_at: null,
    });
    expect((await login(email)).status).toBe(200);
    const after = (await t.call({ url: '/api/ops/staff/accounts', token: admin })).body;
    expect(after.feed.find((s: { id: number }) => s.id === id).last_login_at).toEqual(expect.any(String));
  });

  it('answers a taken email with 409 and a field error, in the caller’s language', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/ops/staff',
      token: admin,
      lang: 'ar',
      body: { name: 'Dup', email: 'OPS@demo.test', role: 'ops', password },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
    expect(res.body.errors.email).toEqual(['هذا البريد الإلكتروني مستخدم لموظف آخر']);
    const short = await t.call({
      method: 'POST',
      url: '/api/ops/staff',
      token: admin,
      body: { name: 'Short', email: newEmail(), role: 'ops', password: 'short' },
    });
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['password']);
  });

  it('deactivation ends the member’s sessions and sockets at once; reactivation lets them log in again', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const { id, email } = await addStaff(admin);
    const token = (await login(email)).body.access_token as string;
    const socket = await sockets.opened({ token, staff: true });
    const told = sockets.next(socket, 'session:revoked');
    const off = await t.call({ method: 'POST', url: `/api/ops/staff/${id}/deactivate`, token: admin });
    expect(off.body.feed).toMatchObject({ id, active: 0 });
    await told;
    expect((await t.call({ url: '/api/ops/me', token })).body.code).toBe('SESSION_EXPIRED');
    expect((await login(email)).status).toBe(403);

    const on = await t.call({ method: 'POST', url: `/api/ops/staff/${id}/reactivate`, token: admin });
    expect(on.body.feed.active).toBe(1);
    // The old session stays ended; a new login works.
    expect((await t.call({ url: '/api/ops/me', token })).status).toBe(401);
    expect((await login(email)).status).toBe(200);
  });

  it('changes a role (the next call sees it) and never the admin’s own role or active state', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const { id, email } = await addStaff(admin, 'support');
    const token = (await login(email)).body.access_token as string;
    expect((await t.call({ url: '/api/ops/clients', token })).status).toBe(403);
    const res = await t.call({
      method: 'POST',
      url: `/api/ops/staff/${id}/role`,
      token: admin,
      body: { role: 'ops' },
    });
    expect(res.body.feed.role).toBe('ops');
    expect((await t.call({ url: '/api/ops/clients', token })).status).toBe(200);

    const me = (await t.call({ url: '/api/ops/me', token: admin })).body.feed.staff_id as number;
    const self = await t.call({ method: 'POST', url: `/api/ops/staff/${me}/deactivate`, token: admin });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('STAFF_SELF_CHANGE');
    const demote = await t.call({
      method: 'POST',
      url: `/api/ops/staff/${me}/role`,
      token: admin,
      body: { role: 'ops' },
    });
    expect(demote.body.code).toBe('STAFF_SELF_CHANGE');
    expect((await t.call({ url: '/api/ops/staff/accounts', token: admin })).status).toBe(200);
    const missing = await t.call({ method: 'POST', url: '/api/ops/staff/999999/deactivate', token: admin });
    expect(missing.status).toBe(404);
  });

  it('a password reset ends the member’s sessions; the new password logs in, the old one no more', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const { id, email } = await addStaff(admin);
    const token = (await login(email)).body.access_token as string;
    const fresh = 'Fresh#2026y';
    const res = await t.call({
      method: 'POST',
      url: `/api/ops/staff/${id}/password`,
      token: admin,
      body: { password: fresh },
    });
    expect(res.status).toBe(200);
    expect((await t.call({ url: '/api/ops/me', token })).status).toBe(401);
    expect((await login(email)).status).toBe(401);
    expect((await login(email, fresh)).status).toBe(200);
  });
});
