import { attendanceResponseSchema, locationsResponseSchema } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from './support/factories';
import { hours, minutes } from './support/clock';
import { createAttendanceRepository } from '../src/modules/attendance/attendance.repository';
import { createAttendanceService } from '../src/modules/attendance/attendance.service';
import { createSessionEvents } from '../src/modules/auth/session-events';
import { createSessionsRepository } from '../src/modules/auth/sessions.repository';
import { createSessionsService } from '../src/modules/auth/sessions.service';
import { useTestApp } from './support/harness';
import { sheetsOf } from './support/xlsx';

const t = useTestApp();

const store = { latitude: 30.0444, longitude: 31.2357 };
/** A point `m` metres north of the store (one degree of latitude is ~111,195 m). */
const north = (m: number) => ({ latitude: store.latitude + m / 111_195, longitude: store.longitude });

let seq = 0;

async function admin() {
  const account = await createAccount(t.database.db);
  return { ...account, token: await t.tokenFor(account.email) };
}

async function boundSubUser(token: string, radius = 300) {
  const place = await t.call({
    method: 'PUT',
    url: '/api/client/locations',
    token,
    body: { region: 'Store', ...store, radius },
  });
  const email = `att${++seq}-${Date.now()}@test.example`;
  const res = await t.call({
    method: 'POST',
    url: '/api/client/user/add',
    token,
    body: {
      name: `Worker ${seq}`,
      email,
      password: 'Secret#123',
      client_attend_from_every_where: 0,
      client_location_id: place.body.feed.id,
    },
  });
  expect(res.status).toBe(200);
  // As if it had set its own password at first login (decision 005; team.test.ts tests that step).
  await t.database.db.execute(sql`update users set must_set_password = false where id = ${res.body.feed.id}`);
  return { email, locationId: place.body.feed.id as number, userId: res.body.feed.id as number };
}

/** Every attendance row of the sub-user, oldest first. */
async function eventsOf(email: string) {
  const result = await t.database.db.execute(
    sql`select event, at from attendances where user_id = (select id from users where email = ${email}) order by id`,
  );
  return (result as unknown as { rows: { event: string; at: string | Date }[] }).rows;
}

const report = (token: string, day: string) =>
  t.call({
    method: 'POST',
    url: '/api/client/user/attendance',
    token,
    body: { date_from: day, date_to: day },
  });

/** Requests every 10 minutes keep a session alive for `ms`. */
async function workFor(token: string, ms: number) {
  for (let done = 0; done < ms; done += minutes(10)) {
    t.clock.advance(Math.min(minutes(10), ms - done));
    expect((await t.call({ method: 'POST', url: '/api/client/web/profile', token })).status).toBe(200);
  }
}

const login = (email: string, position: Record<string, unknown> = {}, lang: 'ar' | 'en' = 'ar') =>
  t.call({
    method: 'POST',
    url: '/api/client/login',
    lang,
    body: { email, password: 'Secret#123', ...position },
  });

describe('GET and PUT /locations', () => {
  it('adds, lists (feed.data) and edits a location; the radius follows to its sub-users', async () => {
    const { token } = await admin();
    const { locationId } = await boundSubUser(token);
    const list = await t.call({ url: '/api/client/locations', token });
    expect(locationsResponseSchema.parse(list.body).feed.data).toEqual([
      { id: locationId, region: 'Store', ...store, radius: 300 },
    ]);
    const edited = await t.call({
      method: 'PUT',
      url: '/api/client/locations',
      token,
      body: { id: locationId, region: 'Store two', latitude: '30.05', longitude: '31.24', radius: '500' },
    });
    expect(edited.body.feed).toEqual({
      id: locationId,
      region: 'Store two',
      latitude: 30.05,
      longitude: 31.24,
      radius: 500,
    });
    const team = await t.call({ method: 'POST', url: '/api/client/get-employee', token });
    expect(team.body.feed[0]).toMatchObject({ region: 'Store two', radius: 500 });
  });

  it('requires radius, latitude and longitude as numbers (null is empty), in the caller’s language', async () => {
    const { token } = await admin();
    const res = await t.call({
      method: 'PUT',
      url: '/api/client/locations',
      token,
      lang: 'en',
      body: { region: 'ab', latitude: null, longitude: 'east', radius: -5 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      region: ['Enter at least 3 characters'],
      latitude: ['This field is required'],
      longitude: ['Enter a number'],
      radius: ['The radius must be between 1 and 100000 metres'],
    });
    const range = await t.call({
      method: 'PUT',
      url: '/api/client/locations',
      token,
      body: { region: 'Far', latitude: 91, longitude: 181, radius: 0 },
    });
    expect(Object.keys(range.body.errors).sort()).toEqual(['latitude', 'longitude', 'radius']);
  });
});

describe('login within the location radius (haversine)', () => {
  it('admits a bound sub-user inside the radius and refuses it outside or without a position, saying why', async () => {
    const { token } = await admin();
    const { email } = await boundSubUser(token, 300);
    expect((await login(email, north(250))).status).toBe(200);
    const outside = await login(email, north(350), 'en');
    expect(outside.status).toBe(403);
    expect(outside.body.code).toBe('ATTENDANCE_OUTSIDE_RADIUS');
    expect(outside.body.error_msg).toBe(
      'You are 350 m from your pickup location; your account may log in only within 300 m of it',
    );
    const none = await login(email);
    expect(none.status).toBe(403);
    expect(none.body.code).toBe('ATTENDANCE_POSITION_REQUIRED');
    expect(none.body.logout).toBeUndefined();
    // A wrong password says nothing about the place.
    const wrong = await t.call({
      method: 'POST',
      url: '/api/client/login',
      body: { email, password: 'Wrong#1234', ...north(5000) },
    });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('a sub-user from everywhere and a main account need no position', async () => {
    const { token, email: mainEmail } = await admin();
    const email = `free${++seq}@test.example`;
    await t.call({
      method: 'POST',
      url: '/api/client/user/add',
      token,
      body: { name: 'Free', email, password: 'Secret#123' },
    });
    expect((await login(email)).status).toBe(200);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/client/login',
          body: { email: mainEmail, password: 'Demo#2026' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('attendance: recorded at login, logout and idle logout; report and export', () => {
  it('shows first in, last out and hours per sub-user and day, on screen and as xlsx', async () => {
    const { token } = await admin();
    const { email } = await boundSubUser(token);
    t.clock.set(new Date('2026-03-10T06:00:00Z')); // 08:00 in Cairo
    const first = (await login(email, north(10))).body.access_token as string;
    await workFor(first, hours(4));
    expect((await t.call({ method: 'POST', url: '/api/client/logout', token: first })).status).toBe(200);
    t.clock.advance(minutes(30));
    const second = (await login(email, north(20))).body.access_token as string;
    await workFor(second, hours(3) + minutes(30));
    // Idle for 30 minutes: the server's idle end just passed when the browser's timer logs out.
    t.clock.advance(minutes(31));
    const idle = await t.call({
      method: 'POST',
      url: '/api/client/logout',
      token: second,
      body: { idle: 1 },
    });
    expect(idle.status).toBe(200);
    t.clock.set(new Date());

    const range = { date_from: '2026-03-10', date_to: '2026-03-11' };
    const res = await t.call({ method: 'POST', url: '/api/client/user/attendance', token, body: range });
    expect(attendanceResponseSchema.parse(res.body).feed).toEqual([
      expect.objectContaining({
        email,
        day: '2026-03-10',
        first_in: '2026-03-10 08:00',
        last_out: '2026-03-10 16:31',
        hours: '8.52',
      }),
    ]);
    expect((await eventsOf(email)).map((r) => r.event)).toEqual(['login', 'logout', 'login', 'idle_logout']);

    const file = await t.call({
      method: 'POST',
      url: '/api/client/user/export-attendance',
      token,
      body: range,
      lang: 'en',
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const [sheet] = await sheetsOf(file.raw.rawPayload);
    expect(sheet!.rows[0]).toEqual(['Employee', 'Email', 'Day', 'First in', 'Last out', 'Hours']);
    expect(sheet!.rows[1]).toEqual([
      expect.stringMatching(/^Worker/),
      email,
      '2026-03-10',
      '2026-03-10 08:00',
      '2026-03-10 16:31',
      8.52,
    ]);
  });

  it('a session that just expires gets its last out at its last activity, once, noticed by the next request', async () => {
    const { token } = await admin();
    const { email } = await boundSubUser(token);
    t.clock.set(new Date('2026-03-12T06:00:00Z')); // 08:00 in Cairo
    const session = (await login(email, north(10))).body.access_token as string;
    await workFor(session, hours(2)); // last activity 10:00
    t.clock.advance(minutes(45)); // idle end passed 15 minutes ago (and the idle logout's grace too)
    const profile = () => t.call({ method: 'POST', url: '/api/client/web/profile', token: session });
    expect((await profile()).body.code).toBe('SESSION_EXPIRED');
    // That request noticed it: the out is there before any report asks.
    expect((await eventsOf(email)).map((r) => r.event)).toEqual(['login', 'session_end']);
    // Noticed again (another request, a late idle logout, the report): still one out.
    expect((await profile()).status).toBe(401);
    const late = await t.call({
      method: 'POST',
      url: '/api/client/logout',
      token: session,
      body: { idle: 1 },
    });
    expect(late.status).toBe(401);
    t.clock.advance(hours(5));
    const res = await report(token, '2026-03-12');
    t.clock.set(new Date());
    expect(attendanceResponseSchema.parse(res.body).feed).toEqual([
      expect.objectContaining({ first_in: '2026-03-12 08:00', last_out: '2026-03-12 10:00', hours: '2.00' }),
    ]);
    const events = await eventsOf(email);
    expect(events.map((r) => r.event)).toEqual(['login', 'session_end']);
    expect(new Date(events[1]!.at).toISOString()).toBe('2026-03-12T08:00:00.000Z');
  });

  it('a session the admin ends (revoke_token) gets its out at its last activity, once', async () => {
    const { token } = await admin();
    const { email, userId } = await boundSubUser(token);
    t.clock.set(new Date('2026-03-14T07:00:00Z')); // 09:00 in Cairo
    const session = (await login(email, north(10))).body.access_token as string;
    await workFor(session, minutes(50)); // last activity 09:50
    t.clock.advance(minutes(5));
    const revoked = await t.call({
      method: 'POST',
      url: '/api/client/user/revoke_token',
      token,
      body: { id: userId },
    });
    expect(revoked.status).toBe(200);
    const res = await report(token, '2026-03-14');
    await report(token, '2026-03-14');
    t.clock.set(new Date());
    expect(res.body.feed).toEqual([
      expect.objectContaining({ first_in: '2026-03-14 09:00', last_out: '2026-03-14 09:50' }),
    ]);
    expect((await eventsOf(email)).map((r) => r.event)).toEqual(['login', 'session_end']);
  });

  it('a session nobody comes back to (tab closed) shows its last out in the report and the xlsx, recorded once', async () => {
    const { token } = await admin();
    const { email } = await boundSubUser(token);
    t.clock.set(new Date('2026-03-13T07:00:00Z')); // 09:00 in Cairo
    const session = (await login(email, north(10))).body.access_token as string;
    await workFor(session, hours(1) + minutes(20)); // last activity 10:20
    t.clock.advance(hours(3));
    const body = { date_from: '2026-03-13', date_to: '2026-03-13' };
    // The report and the export at once, twice: the unique index keeps one out.
    const [a, b] = await Promise.all([report(token, '2026-03-13'), report(token, '2026-03-13')]);
    const file = await t.call({
      method: 'POST',
      url: '/api/client/user/export-attendance',
      token,
      body,
      lang: 'en',
    });
    t.clock.set(new Date());
    for (const res of [a, b]) {
      expect(res.body.feed).toEqual([
        expect.objectContaining({
          first_in: '2026-03-13 09:00',
          last_out: '2026-03-13 10:20',
          hours: '1.33',
        }),
      ]);
    }
    const [sheet] = await sheetsOf(file.raw.rawPayload);
    expect(sheet!.rows[1]!.slice(3)).toEqual(['2026-03-13 09:00', '2026-03-13 10:20', 1.33]);
    expect((await eventsOf(email)).map((r) => r.event)).toEqual(['login', 'session_end']);
  });

  it('an absolute expiry ends at the last request before it; a logout or a live session records no end', async () => {
    const { token } = await admin();
    const { email } = await boundSubUser(token);
    t.clock.set(new Date('2026-03-14T04:00:00Z')); // 06:00 in Cairo
    const session = (await login(email, north(10))).body.access_token as string;
    const absolute = t.config.SESSION_ABSOLUTE_TIMEOUT_MS;
    let lastOk = t.clock.now().getTime();
    for (;;) {
      t.clock.advance(minutes(25));
      const res = await t.call({ method: 'POST', url: '/api/client/web/profile', token: session });
      if (res.status !== 200) {
        expect(res.body.code).toBe('SESSION_EXPIRED');
        break;
      }
      lastOk = t.clock.now().getTime();
    }
    expect(lastOk).toBeLessThan(new Date('2026-03-14T04:00:00Z').getTime() + absolute);
    // A second sub-user logs out by hand, a third is still at work: neither gets a session end.
    const other = await boundSubUser(token);
    const live = await boundSubUser(token);
    const otherSession = (await login(other.email, north(10))).body.access_token as string;
    await login(live.email, north(10));
    await t.call({ method: 'POST', url: '/api/client/logout', token: otherSession });
    await report(token, '2026-03-14');
    t.clock.set(new Date());
    const events = await eventsOf(email);
    expect(events.map((r) => r.event)).toEqual(['login', 'session_end']);
    expect(new Date(events[1]!.at).getTime()).toBe(lastOk);
    expect((await eventsOf(other.email)).map((r) => r.event)).toEqual(['login', 'logout']);
    expect((await eventsOf(live.email)).map((r) => r.event)).toEqual(['login']);
  });

  it('the socket sweep’s look at a session (endsAt) records the end of an expired one, a main account’s never', async () => {
    const { token, email: mainEmail } = await admin();
    const { email } = await boundSubUser(token);
    const noticed: number[] = [];
    const attendance = createAttendanceService({
      attendance: createAttendanceRepository(t.database.db),
      clock: t.clock,
      idleTimeoutMs: t.config.SESSION_IDLE_TIMEOUT_MS,
    });
    const sessions = createSessionsService({
      sessions: createSessionsRepository(t.database.db),
      events: createSessionEvents(),
      clock: t.clock,
      settings: {
        idleTimeoutMs: t.config.SESSION_IDLE_TIMEOUT_MS,
        absoluteTimeoutMs: t.config.SESSION_ABSOLUTE_TIMEOUT_MS,
      },
      onTimedOut: async (sessionId) => {
        noticed.push(sessionId);
        await attendance.recordSessionEnds({ sessionId });
      },
    });
    t.clock.set(new Date('2026-03-15T07:00:00Z'));
    const sub = (await login(email, north(10))).body.access_token as string;
    const main = (await t.login(mainEmail)).access_token;
    expect(await sessions.endsAt(sub)).not.toBeNull();
    expect(noticed).toEqual([]);
    t.clock.advance(minutes(31));
    expect(await sessions.endsAt(sub)).toBeNull();
    expect(await sessions.endsAt(main)).toBeNull();
    t.clock.set(new Date());
    expect(noticed).toHaveLength(1);
    const events = await eventsOf(email);
    expect(events.map((r) => r.event)).toEqual(['login', 'session_end']);
    expect(new Date(events[1]!.at).toISOString()).toBe('2026-03-15T07:00:00.000Z');
  });

  it('another client’s attendance never shows; bad ranges are field errors', async () => {
    const a = await admin();
    const b = await admin();
    const { email } = await boundSubUser(b.token);
    await login(email, north(1));
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const mine = await t.call({
      method: 'POST',
      url: '/api/client/user/attendance',
      token: a.token,
      body: { date_from: day(-30), date_to: day(1) },
    });
    expect(mine.body.feed).toEqual([]);
    const backwards = await t.call({
      method: 'POST',
      url: '/api/client/user/attendance',
      token: a.token,
      body: { date_from: '2026-02-01', date_to: '2026-01-01' },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.date_to).toBeDefined();
    const tooLong = await t.call({
      method: 'POST',
      url: '/api/client/user/export-attendance',
      token: a.token,
      body: { date_from: '2020-01-01', date_to: '2026-01-01' },
    });
    expect(tooLong.status).toBe(422);
    const bad = await t.call({
      method: 'POST',
      url: '/api/client/user/attendance',
      token: a.token,
      body: { date_from: '2026-02-30', date_to: 'x' },
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['date_from', 'date_to']);
  });
});
