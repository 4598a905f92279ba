import {
  notificationPushEvent,
  notificationTypes,
  orderStatuses,
  type NotificationPush,
} from '@courier/contracts';
import { count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/clients-users';
import { transactionRunner } from '../src/db/transaction';
import { notifications as notificationsTable } from '../src/db/schema/notifications';
import { createNotificationsRepository } from '../src/modules/notifications/notifications.repository';
import { createNotificationsService } from '../src/modules/notifications/notifications.service';
import { createAccount, createOrder, createUser, userIdOf } from './support/factories';
import { useTestApp } from './support/harness';
import { useSockets } from './support/sockets';

const t = useTestApp();
const sockets = useSockets(() => t.app);

/** The demo merchant's client (main account merchant@, sub-user employee@). */
async function merchantClient() {
  const userId = await userIdOf(t.database.db, 'merchant@demo.test');
  const employeeId = await userIdOf(t.database.db, 'employee@demo.test');
  const [merchant, employee] = await Promise.all([
    t.tokenFor('merchant@demo.test'),
    t.tokenFor('employee@demo.test'),
  ]);
  const [row] = await t.database.db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.id, userId));
  return { clientId: row!.clientId, userId, employeeId, merchant, employee };
}

async function record(body: Record<string, unknown>) {
  const res = await t.call({ method: 'POST', url: '/api/dev/notifications', body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const orderMoved = (clientId: number, code: string, extra: Record<string, unknown> = {}) => ({
  client_id: clientId,
  type: 'order_status',
  message_key: 'notify.orderMoved',
  params: { code, status: 'orderStatus.given' },
  subject: { kind: 'order', id: 7, code },
  ...extra,
});

async function fetchAs(token: string, query = '', lang: 'ar' | 'en' = 'en') {
  const res = await t.call({ method: 'POST', url: `/api/client/notification/fetch${query}`, token, lang });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The main account's switch of one notification type (0: off, 1: on). */
async function saveSetting(token: string, type: number, status: 0 | 1) {
  const res = await t.call({
    method: 'POST',
    url: '/api/client/notification/save-settings',
    token,
    body: { type, status },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const open = (token: string): Promise<Socket> => sockets.opened({ token });

/** Every push a socket receives, in order. */
function collect(socket: Socket): NotificationPush[] {
  const got: NotificationPush[] = [];
  socket.on(notificationPushEvent, (payload: NotificationPush) => got.push(payload));
  return got;
}

/** Waits until `check` passes (pushes arrive asynchronously), failing with its last error. */
async function eventually(check: () => void, ms = 5_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

describe('POST notification/fetch', () => {
  it('needs a session', async () => {
    const res = await t.call({ method: 'POST', url: '/api/client/notification/fetch' });
    expect(res.status).toBe(401);
  });

  it('answers an empty list before anything happened', async () => {
    const { merchant } = await merchantClient();
    expect(await fetchAs(merchant)).toEqual({
      success: 1,
      feed: [],
      feed_count: 0,
      unread_count: 0,
      max_notification_id: null,
    });
  });

  it("lists the client's notifications in the reader's language, newest first, only to that client", async () => {
    const { clientId, merchant, employee } = await merchantClient();
    await record(orderMoved(clientId, 'A-1'));
    await record(orderMoved(clientId, 'A-2'));
    const other = await createAccount(t.database.db);
    await record(orderMoved(other.clientId, 'B-1'));

    const en = await fetchAs(merchant);
    expect(en.feed.map((n: { subject_code: string }) => n.subject_code)).toEqual(['A-2', 'A-1']);
    expect(en.feed[0]).toMatchObject({
      type: notificationTypes.order_status,
      type_key: 'order_status',
      message: 'Order A-2 is now: Delivered',
      subject_kind: 'order',
      subject_id: 7,
      is_read: 0,
    });
    expect(en).toMatchObject({ feed_count: 2, unread_count: 2 });
    const ar = await fetchAs(employee, '', 'ar');
    expect(ar.feed[0].message).toBe('الشحنة A-2 أصبحت: تم التسليم');

    const foreign = await fetchAs(await t.tokenFor(other.email));
    expect(foreign.feed.map((n: { subject_code: string }) => n.subject_code)).toEqual(['B-1']);
  });

  it("shows a sub-user's own notification to it and the main account, not to another sub-user", async () => {
    const { clientId, employeeId, merchant, employee } = await merchantClient();
    const second = await createUser(t.database.db, clientId);
    await record(orderMoved(clientId, 'MINE', { user_id: employeeId }));
    await record(orderMoved(clientId, 'ALL'));
    const codes = async (token: string) =>
      (await fetchAs(token)).feed.map((n: { subject_code: string }) => n.subject_code);
    expect(await codes(employee)).toEqual(['ALL', 'MINE']);
    expect(await codes(merchant)).toEqual(['ALL', 'MINE']);
    const other = await fetchAs(await t.tokenFor(second.email));
    expect(other.feed.map((n: { subject_code: string }) => n.subject_code)).toEqual(['ALL']);
    expect(other.unread_count).toBe(1);
  });

  it('pages under max_notification_id and filters by type', async () => {
    const { clientId, merchant } = await merchantClient();
    for (let i = 1; i <= 5; i++) await record(orderMoved(clientId, `P-${i}`));
    await record({
      client_id: clientId,
      type: 'balance_supplied',
      message_key: 'notify.supplied',
      params: { amount: '150.00', count: 2 },
    });
    const first = await fetchAs(merchant, '?page=1&perPage=2');
    expect(first.feed_count).toBe(6);
    const anchor = first.max_notification_id as number;
    await record(orderMoved(clientId, 'LATE'));
    const second = await fetchAs(merchant, `?page=2&perPage=2&max_notification_id=${anchor}`);
    expect(second.feed.map((n: { subject_code: string }) => n.subject_code)).toEqual(['P-4', 'P-3']);
    expect(second.feed_count).toBe(6);

    const supplied = await fetchAs(merchant, `?type=${notificationTypes.balance_supplied}`);
    expect(supplied.feed).toHaveLength(1);
    expect(supplied.feed[0].message).toBe('150.00 was supplied to you for 2 orders');
    expect(supplied.unread_count).toBe(7);
    const empty = await fetchAs(merchant, '?type=&max_notification_id=');
    expect(empty.feed_count).toBe(7);
  });

  it('reads an anchor of 0 as no anchor, as a first call sends it (issue 41.16)', async () => {
    const { clientId, merchant } = await merchantClient();
    for (let i = 1; i <= 8; i++) await record(orderMoved(clientId, `Z-${i}`));
    const first = await fetchAs(merchant, '?max_notification_id=0');
    expect(first.feed).toHaveLength(8);
    expect(first.feed_count).toBe(8);
    expect(first.unread_count).toBe(8);
    const readAll = await t.call({
      method: 'POST',
      url: '/api/client/notification/read-all',
      token: merchant,
      body: { max_notification_id: 0 },
    });
    expect(readAll.body).toEqual({ success: 1, unread_count: 0 });
  });

  it('refuses an unknown type and an out-of-range page with field errors', async () => {
    const { merchant } = await merchantClient();
    for (const query of ['?type=99', '?type=abc', '?perPage=500', '?max_notification_id=-3']) {
      const res = await t.call({
        method: 'POST',
        url: `/api/client/notification/fetch${query}`,
        token: merchant,
      });
      expect(res.status, query).toBe(422);
      expect(res.body.success).toBe(0);
    }
  });
});

describe('POST notification/read-all', () => {
  it("marks the reader's notifications read, up to the given id, per user", async () => {
    const { clientId, merchant, employee } = await merchantClient();
    await record(orderMoved(clientId, 'R-1'));
    await record(orderMoved(clientId, 'R-2'));
    const before = await fetchAs(merchant);
    const firstId = before.feed[1].id as number;

    const partial = await t.call({
      method: 'POST',
      url: '/api/client/notification/read-all',
      token: merchant,
      body: { max_notification_id: firstId },
    });
    expect(partial.body).toEqual({ success: 1, unread_count: 1 });
    const all = await t.call({ method: 'POST', url: '/api/client/notification/read-all', token: merchant });
    expect(all.body).toEqual({ success: 1, unread_count: 0 });
    expect((await fetchAs(merchant)).feed.map((n: { is_read: number }) => n.is_read)).toEqual([1, 1]);

    // A mark never moves back, and the sub-user's own mark is untouched.
    await t.call({
      method: 'POST',
      url: '/api/client/notification/read-all',
      token: merchant,
      body: { max_notification_id: firstId },
    });
    expect((await fetchAs(merchant)).unread_count).toBe(0);
    expect((await fetchAs(employee)).unread_count).toBe(2);

    await record(orderMoved(clientId, 'R-3'));
    const after = await fetchAs(merchant);
    expect(after.unread_count).toBe(1);
    expect(after.feed[0]).toMatchObject({ subject_code: 'R-3', is_read: 0 });
  });
});

describe('GET notification/settings and POST notification/save-settings', () => {
  it('answers every type on by default, in the caller language', async () => {
    const { employee } = await merchantClient();
    const res = await t.call({
      method: 'GET',
      url: '/api/client/notification/settings',
      token: employee,
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.feed).toHaveLength(Object.keys(notificationTypes).length);
    expect(res.body.feed[0]).toEqual({
      type: 1,
      type_key: 'order_status',
      name: 'Order status changes',
      status: 1,
    });
  });

  it('lets the main account switch a type for the whole client; a sub-user gets 403', async () => {
    const { merchant, employee } = await merchantClient();
    const off = await t.call({
      method: 'POST',
      url: '/api/client/notification/save-settings',
      token: merchant,
      body: { type: notificationTypes.order_status, status: 0 },
    });
    expect(off.status).toBe(200);
    expect(off.body.feed.find((s: { type_key: string }) => s.type_key === 'order_status').status).toBe(0);
    const seenBySub = await t.call({
      method: 'GET',
      url: '/api/client/notification/settings',
      token: employee,
    });
    expect(seenBySub.body.feed[0].status).toBe(0);

    const denied = await t.call({
      method: 'POST',
      url: '/api/client/notification/save-settings',
      token: employee,
      body: { type: notificationTypes.order_status, status: 1 },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');

    const on = await t.call({
      method: 'POST',
      url: '/api/client/notification/save-settings',
      token: merchant,
      body: { type: String(notificationTypes.order_status), status: true },
    });
    expect(on.body.feed[0].status).toBe(1);

    // Another client's switches are its own.
    const other = await createAccount(t.database.db);
    await t.call({
      method: 'POST',
      url: '/api/client/notification/save-settings',
      token: merchant,
      body: { type: notificationTypes.general, status: false },
    });
    const theirs = await t.call({
      method: 'GET',
      url: '/api/client/notification/settings',
      token: await t.tokenFor(other.email),
    });
    expect(theirs.body.feed.every((s: { status: number }) => s.status === 1)).toBe(true);
  });

  it('refuses an unknown type or status', async () => {
    const { merchant } = await merchantClient();
    for (const body of [{ type: 9, status: 1 }, { type: 1, status: 'maybe' }, { type: 1 }, {}]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/client/notification/save-settings',
        token: merchant,
        body,
        lang: 'ar',
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });
});

/**
 * With order moves switched off by the main account, `event` makes one, then a general notification
 * follows: only the general one reaches the sub-user's socket; both are listed and unread.
 */
async function mutedOrderMove(event: (clientId: number) => Promise<void>) {
  const { clientId, merchant, employee } = await merchantClient();
  await saveSetting(merchant, notificationTypes.order_status, 0);
  const got = collect(await open(employee));
  await event(clientId);
  await record({
    client_id: clientId,
    type: 'general',
    message_key: 'notify.general',
    params: { text: 'hi' },
  });
  await eventually(() => expect(got.map((p) => p.type_key)).toEqual(['general']));
  const listed = await fetchAs(employee);
  expect(listed.feed.map((n: { type_key: string }) => n.type_key)).toEqual(['general', 'order_status']);
  expect(listed.unread_count).toBe(2);
  return listed;
}

describe('live push over the socket', () => {
  it('reaches every user of the client, not another client, with the text in both languages', async () => {
    const { clientId, merchant, employee } = await merchantClient();
    const other = await createAccount(t.database.db);
    const [mainSocket, subSocket, foreignSocket] = await Promise.all([
      open(merchant),
      open(employee),
      open(await t.tokenFor(other.email)),
    ]);
    const [toMain, toSub, toForeign] = [collect(mainSocket), collect(subSocket), collect(foreignSocket)];
    await record(orderMoved(clientId, 'LIVE-1'));
    await eventually(() => {
      expect(toMain).toHaveLength(1);
      expect(toSub).toHaveLength(1);
    });
    expect(toMain[0]).toMatchObject({
      type_key: 'order_status',
      message: { en: 'Order LIVE-1 is now: Delivered', ar: 'الشحنة LIVE-1 أصبحت: تم التسليم' },
      subject_kind: 'order',
      subject_code: 'LIVE-1',
    });
    const listed = await fetchAs(merchant);
    expect(toMain[0]!.id).toBe(listed.feed[0].id);
    // The foreign client's socket is checked after a push to its own client, which arrives after.
    await record(orderMoved(other.clientId, 'THEIRS'));
    await eventually(() => expect(toForeign).toHaveLength(1));
    expect(toForeign[0]!.subject_code).toBe('THEIRS');
  });

  it("sends a sub-user's notification to it and the main account only", async () => {
    const { clientId, employeeId, merchant, employee } = await merchantClient();
    const second = await createUser(t.database.db, clientId);
    const [mainSocket, subSocket, otherSub] = await Promise.all([
      open(merchant),
      open(employee),
      open(await t.tokenFor(second.email)),
    ]);
    const [toMain, toSub, toOther] = [collect(mainSocket), collect(subSocket), collect(otherSub)];
    await record(orderMoved(clientId, 'PRIVATE', { user_id: employeeId }));
    await record(orderMoved(clientId, 'EVERYONE'));
    await eventually(() => {
      expect(toMain.map((p) => p.subject_code)).toEqual(['PRIVATE', 'EVERYONE']);
      expect(toSub.map((p) => p.subject_code)).toEqual(['PRIVATE', 'EVERYONE']);
      expect(toOther.map((p) => p.subject_code)).toEqual(['EVERYONE']);
    });
  });

  it('does not push a switched-off type, which still stays in the list', async () => {
    await mutedOrderMove((clientId) => record(orderMoved(clientId, 'MUTED')));
  });
});

describe("a desk move's notification, written with the move's update (Notifier.statement)", () => {
  async function deskMove(code: string, status: string) {
    const token = await t.staffTokenFor('ops@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      body: { codes: [code], status },
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.feed.updated).toEqual([code]);
  }

  it("reaches the client's sockets as the listed row (id, time, text), not another client's", async () => {
    const { clientId, merchant, employee } = await merchantClient();
    const other = await createAccount(t.database.db);
    const order = await createOrder(t.database.db, clientId, { status: orderStatuses.sent });
    const [mainSocket, subSocket, foreignSocket] = await Promise.all([
      open(merchant),
      open(employee),
      open(await t.tokenFor(other.email)),
    ]);
    const [toMain, toSub, toForeign] = [collect(mainSocket), collect(subSocket), collect(foreignSocket)];
    await deskMove(order.code, 'underway');
    await eventually(() => {
      expect(toMain).toHaveLength(1);
      expect(toSub).toHaveLength(1);
    });
    const listed = (await fetchAs(merchant)).feed[0];
    expect(toMain[0]).toEqual({
      id: listed.id,
      type: notificationTypes.order_status,
      type_key: 'order_status',
      message: { en: `Order ${order.code} is now “Underway”`, ar: expect.stringContaining(order.code) },
      subject_kind: 'order',
      subject_id: order.id,
      subject_code: order.code,
      created_at: listed.created_at,
    });
    expect(listed.message).toBe(toMain[0]!.message.en);
    expect(toSub[0]).toEqual(toMain[0]);
    await new Promise((r) => setTimeout(r, 100));
    expect(toForeign).toEqual([]);
  });

  it('is written but not pushed when the client switched order moves off', async () => {
    let code = '';
    const listed = await mutedOrderMove(async (clientId) => {
      code = (await createOrder(t.database.db, clientId, { status: orderStatuses.sent })).code;
      await deskMove(code, 'underway');
    });
    expect(listed.feed[1].subject_code).toBe(code);
  });
});

describe('missed pushes (a socket that connects after the event)', () => {
  it('sends what came after the handshake’s notifications_since, to that socket only, muted types left out', async () => {
    const { clientId, merchant } = await merchantClient();
    await record(orderMoved(clientId, 'SEEN'));
    const seen = (await fetchAs(merchant)).max_notification_id as number;
    await record(orderMoved(clientId, 'MISSED'));
    await saveSetting(merchant, notificationTypes.general, 0);
    await record({
      client_id: clientId,
      type: 'general',
      message_key: 'notify.general',
      params: { text: 'x' },
    });
    const other = await createAccount(t.database.db);
    await record(orderMoved(other.clientId, 'ELSEWHERE'));

    const late = await sockets.open({ token: merchant, notifications_since: seen });
    const got = collect(late);
    const plain = collect(await open(merchant));
    await eventually(() => expect(got.map((p) => p.subject_code)).toEqual(['MISSED']));
    expect(got[0]!.message.en).toContain('MISSED');
    // Without notifications_since nothing is replayed.
    await new Promise((r) => setTimeout(r, 200));
    expect(plain).toEqual([]);
    await saveSetting(merchant, notificationTypes.general, 1);
  });
});

describe('the Notifier seam', () => {
  /** The notifications service on the test database, its pushes collected instead of sent. */
  async function seam() {
    const { clientId } = await merchantClient();
    const pushed: NotificationPush[] = [];
    const transaction = transactionRunner(t.database.db);
    const service = createNotificationsService({
      notifications: createNotificationsRepository(t.database.db),
      transaction,
      deliver: (_target, payload) => pushed.push(payload),
    });
    return { clientId, pushed, transaction, service };
  }

  it("writes in the caller's transaction: a rolled-back event leaves no row and pushes nothing", async () => {
    const { clientId, pushed, transaction, service } = await seam();
    const item = {
      clientId,
      type: 'mission_status' as const,
      messageKey: 'notify.missionMoved' as const,
      params: { code: 'M-1', status: 'missionStatus.canceled' },
    };
    let push: (() => void) | null = null;
    await expect(
      transaction(async (tx) => {
        push = await service.notifier.record(tx, [item]);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(push).not.toBeNull();
    const [rows] = await t.database.db.select({ n: count() }).from(notificationsTable);
    expect(Number(rows!.n)).toBe(0);
    expect(pushed).toHaveLength(0);

    const committed = await transaction((tx) =>
      service.notifier.record(tx, [item, { ...item, userId: null }]),
    );
    expect(pushed).toHaveLength(0);
    committed();
    expect(pushed.map((p) => p.message.en)).toEqual([
      'Mission M-1 is now: Canceled',
      'Mission M-1 is now: Canceled',
    ]);
    expect(await service.notifier.record(t.database.db, []).then((f) => f())).toBeUndefined();
  });

  it('gives the same rows as a statement for the caller’s own write, pushed alike after its commit', async () => {
    const { clientId, pushed, transaction, service } = await seam();
    const item = {
      clientId,
      type: 'order_status' as const,
      messageKey: 'notify.orderMoved' as const,
      params: { code: 'S-1', status: 'orderStatus.given' },
      subject: { kind: 'order' as const, id: 7, code: 'S-1' },
    };
    expect(service.notifier.statement([])).toBeNull();
    const statement = service.notifier.statement([item])!;
    // Rolled back: no row.
    await expect(
      transaction(async (tx) => {
        await tx.execute(statement.sql);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const [none] = await t.database.db.select({ n: count() }).from(notificationsTable);
    expect(Number(none!.n)).toBe(0);

    const viaStatement = await transaction(async (tx) =>
      statement.pushOf(((await tx.execute(statement.sql)) as unknown as { rows: unknown[] }).rows),
    );
    const viaRecord = await transaction((tx) => service.notifier.record(tx, [item]));
    expect(pushed).toHaveLength(0);
    viaStatement();
    viaRecord();
    const listed = await t.database.db.select().from(notificationsTable).orderBy(notificationsTable.id);
    expect(pushed.map((p) => p.id)).toEqual(listed.map((r) => r.id));
    expect(pushed[0]!.created_at).toBe(listed[0]!.createdAt.toISOString());
    const { id: _a, created_at: _b, ...first } = pushed[0]!;
    const { id: _c, created_at: _d, ...second } = pushed[1]!;
    expect(first).toEqual(second);
    expect(first.message.en).toBe('Order S-1 is now: Delivered');
  });
});

describe('POST /api/dev/notifications', () => {
  it('refuses a message key outside the catalog', async () => {
    const { clientId } = await merchantClient();
    const res = await t.call({
      method: 'POST',
      url: '/api/dev/notifications',
      body: { client_id: clientId, type: 'general', message_key: 'no.such.key' },
    });
    expect(res.status).toBe(422);
  });

  it('answers 404 for a client that does not exist, never 500', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/dev/notifications',
      body: { client_id: 999_999, type: 'general', message_key: 'notify.general', params: { text: 'x' } },
    });
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(0);
  });
});
