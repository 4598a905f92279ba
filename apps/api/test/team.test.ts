import { getEmployeeResponseSchema, subUserResponseSchema } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { useSockets } from './support/sockets';

const t = useTestApp();
const sockets = useSockets(() => t.app);

let seq = 0;
const newEmail = () => `team${++seq}-${Date.now()}@test.example`;

async function admin() {
  const account = await createAccount(t.database.db);
  return { ...account, token: await t.tokenFor(account.email) };
}

async function location(token: string, body: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'PUT',
    url: '/api/client/locations',
    token,
    body: { region: 'Main store', latitude: 30.0444, longitude: 31.2357, radius: 300, ...body },
  });
  expect(res.status).toBe(200);
  return res.body.feed as { id: number; radius: number; region: string };
}

async function addUser(token: string, body: Record<string, unknown> = {}) {
  return t.call({
    method: 'POST',
    url: '/api/client/user/add',
    token,
    body: { name: 'Sara', email: newEmail(), phone: '01012345678', password: 'Secret#123', ...body },
  });
}

/** Logs a new sub-user in and sets its own password (decision 005): the session every other call needs. */
async function ownSession(email: string, password = 'Secret#123') {
  const first = await t.login(email, password);
  const changed = await t.call({
    method: 'POST',
    url: '/api/client/change-password',
    token: first.access_token,
    body: {
      old_password: password,
      password: 'MyOwn#2026',
      password_confirmation: 'MyOwn#2026',
      logout_devices: 0,
    },
  });
  expect(changed.status, changed.raw.body).toBe(200);
  return changed.body.access_token as string;
}

describe('sub-users: add, list, edit (spec §5 rules)', () => {
  it('adds a sub-user that can log in, and lists it', async () => {
    const { token } = await admin();
    const res = await addUser(token);
    expect(res.status).toBe(200);
    expect(subUserResponseSchema.parse(res.body).feed).toMatchObject({
      name: 'Sara',
      client_attend_from_every_where: 1,
      client_location_id: null,
    });
    const list = await t.call({ method: 'POST', url: '/api/client/get-employee', token });
    expect(getEmployeeResponseSchema.parse(list.body).feed.map((u) => u.email)).toEqual([
      res.body.feed.email,
    ]);
    const session = await t.login(res.body.feed.email, 'Secret#123');
    expect(session.is_main_client).toBe(0);
  });

  it('a new sub-user must set its own password at first login; so must one whose password the admin changes', async () => {
    const { token } = await admin();
    const sub = (await addUser(token)).body.feed;
    const first = await t.login(sub.email, 'Secret#123');
    expect(first.is_first_login).toBe(0);
    const held = await t.call({ method: 'POST', url: '/api/client/web/profile', token: first.access_token });
    expect([held.status, held.body.code]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
    const own = await ownSession(sub.email);
    expect((await t.call({ method: 'POST', url: '/api/client/web/profile', token: own })).status).toBe(200);
    expect((await t.login(sub.email, 'MyOwn#2026')).is_first_login).toBe(1);

    // An edit without a password leaves it alone…
    const base = { id: sub.id, name: sub.name, email: sub.email };
    const renamed = await t.call({
      method: 'POST',
      url: '/api/client/user/edit',
      token,
      body: { ...base, password: '' },
    });
    expect(renamed.status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/client/web/profile', token: own })).status).toBe(200);
    // …an edit with one makes it the admin's again: the sessions end, and the next login sets a new one.
    const reset = await t.call({
      method: 'POST',
      url: '/api/client/user/edit',
      token,
      body: { ...base, password: 'Reset#2026' },
    });
    expect(reset.status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/client/web/profile', token: own })).status).toBe(401);
    const again = await t.login(sub.email, 'Reset#2026');
    expect(again.is_first_login).toBe(0);
    const stillHeld = await t.call({
      method: 'POST',
      url: '/api/client/web/profile',
      token: again.access_token,
    });
    expect(stillHeld.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    await ownSession(sub.email, 'Reset#2026');
  });

  it('on add, attending from everywhere = 1 drops the location id; 0 binds it and copies region and radius', async () => {
    const { token } = await admin();
    const place = await location(token);
    const everywhere = await addUser(token, {
      client_attend_from_every_where: 1,
      client_location_id: place.id,
    });
    expect(everywhere.body.feed).toMatchObject({
      client_attend_from_every_where: 1,
      client_location_id: null,
    });
    const bound = await addUser(token, { client_attend_from_every_where: 0, client_location_id: place.id });
    expect(bound.body.feed).toMatchObject({
      client_attend_from_every_where: 0,
      client_location_id: place.id,
      region: 'Main store',
      radius: 300,
    });
    const missing = await addUser(token, { client_attend_from_every_where: 0 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.client_location_id).toEqual(['اختر موقع الاستلام']);
  });

  it('on edit, 1 clears location and region, 0 (the flag dropped) binds, an empty password is dropped', async () => {
    const { token } = await admin();
    const place = await location(token);
    const added = (await addUser(token, { client_attend_from_every_where: 0, client_location_id: place.id }))
      .body.feed;
    const base = { id: added.id, name: 'Sara B', email: added.email, phone: '' };
    const cleared = await t.call({
      method: 'POST',
      url: '/api/client/user/edit',
      token,
      body: { ...base, password: '', client_attend_from_every_where: 1 },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.feed).toMatchObject({
      name: 'Sara B',
      phone: null,
      client_attend_from_every_where: 1,
      client_location_id: null,
      region: null,
      radius: null,
    });
    // The empty password was dropped: the old one still works.
    await t.login(added.email, 'Secret#123');
    const rebound = await t.call({
      method: 'POST',
      url: '/api/client/user/edit',
      token,
      body: {
        ...base,
        client_attend_from_every_where: 0,
        client_location_id: place.id,
        password: 'Another#123',
      },
    });
    expect(rebound.body.feed).toMatchObject({
      client_attend_from_every_where: 0,
      client_location_id: place.id,
    });
    const atStore = await t.call({
      method: 'POST',
      url: '/api/client/login',
      body: { email: added.email, password: 'Another#123', latitude: 30.0444, longitude: 31.2357 },
    });
    expect(atStore.status).toBe(200);
  });

  it('answers field errors in the caller’s language, 409 for a taken email, never 500', async () => {
    const { token, email } = await admin();
    const en = await t.call({
      method: 'POST',
      url: '/api/client/user/add',
      token,
      lang: 'en',
      body: { name: '', email: 'x', password: 'short', phone: '123' },
    });
    expect(en.status).toBe(422);
    expect(Object.keys(en.body.errors).sort()).toEqual(['email', 'name', 'password', 'phone']);
    expect(en.body.errors.name).toEqual(['This field is required']);
    const taken = await addUser(token, { email });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toEqual(['هذا البريد الإلكتروني مستخدم لحساب آخر']);
    for (const body of [null, [], 'x', { id: 'abc' }, { id: 99999999999 }]) {
      const res = await t.call({ method: 'POST', url: '/api/client/user/edit', token, body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('another client’s sub-user or location is 404 (edit, delete, revoke) or a field error (location)', async () => {
    const a = await admin();
    const b = await admin();
    const theirs = (await addUser(b.token)).body.feed;
    const theirPlace = await location(b.token);
    const edit = await t.call({
      method: 'POST',
      url: '/api/client/user/edit',
      token: a.token,
      body: { id: theirs.id, name: 'x y z', email: newEmail() },
    });
    expect(edit.status).toBe(404);
    expect((await t.call({ url: `/api/client/user/delete?id=${theirs.id}`, token: a.token })).status).toBe(
      404,
    );
    const revoke = await t.call({
      method: 'POST',
      url: '/api/client/user/revoke_token',
      token: a.token,
      body: { id: theirs.id },
    });
    expect(revoke.status).toBe(404);
    // The main account is no sub-user either.
    expect((await t.call({ url: `/api/client/user/delete?id=${a.userId}`, token: a.token })).status).toBe(
      404,
    );
    const bind = await addUser(a.token, {
      client_attend_from_every_where: 0,
      client_location_id: theirPlace.id,
    });
    expect(bind.status).toBe(422);
    expect(bind.body.errors.client_location_id).toBeDefined();
    const put = await t.call({
      method: 'PUT',
      url: '/api/client/locations',
      token: a.token,
      body: { id: theirPlace.id, region: 'Stolen', latitude: 1, longitude: 1, radius: 10 },
    });
    expect(put.status).toBe(404);
  });

  it('a sub-user calling any of these gets 403', async () => {
    const { token } = await admin();
    const sub = (await addUser(token)).body.feed;
    const subToken = await ownSession(sub.email);
    const calls = [
      { method: 'POST' as const, url: '/api/client/get-employee' },
      { method: 'POST' as const, url: '/api/client/user/add', body: {} },
      { method: 'POST' as const, url: '/api/client/user/edit', body: {} },
      { method: 'GET' as const, url: `/api/client/user/delete?id=${sub.id}` },
      { method: 'POST' as const, url: '/api/client/user/revoke_token', body: { id: sub.id } },
      { method: 'GET' as const, url: '/api/client/locations' },
      { method: 'PUT' as const, url: '/api/client/locations', body: {} },
      { method: 'POST' as const, url: '/api/client/user/attendance', body: {} },
      { method: 'POST' as const, url: '/api/client/user/export-attendance', body: {} },
    ];
    for (const call of calls) {
      const res = await t.call({ ...call, token: subToken });
      expect([call.url, res.status]).toEqual([call.url, 403]);
    }
  });
});

describe('delete and revoke_token', () => {
  it('a deleted sub-user can no longer log in, its sessions end, and its name stays in the order log', async () => {
    const { token, clientId } = await admin();
    const sub = (await addUser(token, { name: 'Karim Logs' })).body.feed;
    const subToken = await ownSession(sub.email);
    const order = await createOrder(t.database.db, clientId);
    const sent = await t.call({
      method: 'POST',
      url: `/api/client/order/change-to-sent?id=${order.id}`,
      token: subToken,
    });
    expect(sent.status).toBe(200);
    const del = await t.call({ url: `/api/client/user/delete?id=${sub.id}`, token });
    expect(del.body).toEqual({ success: 1 });
    expect((await t.call({ method: 'POST', url: '/api/client/web/profile', token: subToken })).status).toBe(
      401,
    );
    const again = await t.call({
      method: 'POST',
      url: '/api/client/login',
      body: { email: sub.email, password: 'MyOwn#2026' },
    });
    expect(again.status).toBe(403);
    const list = await t.call({ method: 'POST', url: '/api/client/get-employee', token });
    expect(list.body.feed).toEqual([]);
    const log = await t.call({ url: `/api/client/order/log?code=${order.code}`, token });
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body.feed)).toContain('Karim Logs');
  });

  it('ends every HTTP session and socket of the sub-user at once (the revocation cuts the socket, no sweep)', async () => {
    const { token } = await admin();
    const sub = (await addUser(token)).body.feed;
    const first = (await t.login(sub.email, 'Secret#123')).access_token;
    const second = (await t.login(sub.email, 'Secret#123')).access_token;
    const socket = await sockets.opened({ token: first });
    const disconnected = sockets.next(socket, 'disconnect');
    const res = await t.call({
      method: 'POST',
      url: '/api/client/user/revoke_token',
      token,
      body: { id: sub.id },
    });
    expect(res.body).toEqual({ success: 1 });
    await disconnected;
    for (const old of [first, second]) {
      expect((await t.call({ method: 'POST', url: '/api/client/web/profile', token: old })).status).toBe(401);
    }
    // Revoking is no deletion: the sub-user logs in again.
    await t.login(sub.email, 'Secret#123');
  });
});
