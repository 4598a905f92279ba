import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { createAccount, createOrder, createUser } from './support/factories';
import { useTestApp, type CallOptions } from './support/harness';
import { fields, sendParts } from './support/multipart';
import { useSockets, within } from './support/sockets';

// Decision 036: a socket receives an event only if the same token may read it over HTTP. Each table below
// names, for every event the server pushes to that side, the HTTP route that reads the same thing; the
// test drives every event once and compares what each role's socket received with what its token reads.

const t = useTestApp({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'realtime-access-')) } });
const sockets = useSockets(() => t.app);

type Read = Pick<CallOptions, 'method' | 'url'>;
const opsTickets: Read = { url: '/api/ops/tickets' };
const opsChat: Read = { url: '/api/ops/chat/conversations' };

/** Every event pushed to staff sockets, and the /api/ops route that reads what it tells. */
const staffEvents: Record<string, Read> = {
  'ticket:changed': opsTickets,
  'ticket:reply': opsTickets,
  'chat:message': opsChat,
  'chat:read': opsChat,
  'chat:assigned': opsChat,
  // An order's move tells the orders desk (its dashboard figures) that it changed (decision 060).
  'ops:changed': { url: '/api/ops/orders' },
};

const clientTickets: Read = { url: '/api/client/ticket/get' };
const clientChats: Read = { method: 'POST', url: '/api/client/conversations' };

/** Every event pushed to client sockets, and the /api/client route that reads what it tells. */
const clientEvents: Record<string, Read> = {
  'ticket:changed': clientTickets,
  'ticket:reply': clientTickets,
  'ticket:seen': clientTickets,
  'chat:message': clientChats,
  'chat:read': clientChats,
  'notification:new': { method: 'POST', url: '/api/client/notification/fetch' },
  'account:freezed': { method: 'POST', url: '/api/client/web/profile' },
};

let flushes = 0;

/** A socket that records the names of the events it receives; `received` waits until all emitted so far arrived. */
async function recording(auth: Record<string, unknown>) {
  const socket: Socket = await sockets.opened(auth);
  const names = new Set<string>();
  socket.onAny((event: string) => names.add(event));
  return {
    async received(): Promise<Set<string>> {
      // One socket's packets arrive in the order they were emitted: a broadcast sent now comes after
      // everything the calls before it pushed.
      const id = ++flushes;
      const flushed = new Promise<void>((resolve) => {
        const onFlush = (got: number) => {
          if (got !== id) return;
          socket.off('test:flush', onFlush);
          resolve();
        };
        socket.on('test:flush', onFlush);
      });
      t.app.realtime.io.emit('test:flush', id);
      await within(flushed, 'the flush broadcast');
      names.delete('test:flush');
      return names;
    },
  };
}

/** For each event of a table, whether the token reads its route over HTTP (200) or not. */
async function readsOverHttp(table: Record<string, Read>, token: string): Promise<Record<string, boolean>> {
  const answers: Record<string, boolean> = {};
  for (const [event, read] of Object.entries(table)) {
    answers[event] = (await t.call({ ...read, token })).status === 200;
  }
  return answers;
}

const receivedOf = (table: Record<string, Read>, names: Set<string>) =>
  Object.fromEntries(Object.keys(table).map((event) => [event, names.has(event)]));

async function ok(response: Promise<{ status: number; body: unknown }>) {
  const res = await response;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { feed: { id: number; conversation: { id: number } } };
}

/** A ticket about the order, a desk reply, the client opening it (seen), a chat both ways, an order's move. */
async function driveEveryEvent(client: { clientId: number; token: string }, deskToken: string) {
  const order = await createOrder(t.database.db, client.clientId);
  const ticket = await ok(
    t.call({
      method: 'POST',
      url: '/api/client/ticket/create',
      token: client.token,
      body: {
        type: 1,
        entity_id: order.id,
        complaint_type_id: 1,
        complaint_type_title_id: 11,
        description: 'late parcel',
      },
    }),
  );
  const ticketId = ticket.feed.id;
  await ok(
    t.call({
      method: 'POST',
      url: '/api/ops/tickets/reply',
      token: deskToken,
      body: { ticket_id: ticketId, message: 'on it' },
    }),
  );
  await ok(t.call({ url: `/api/client/ticket/show?ticket_id=${ticketId}`, token: client.token }));
  const sent = await ok(
    sendParts(t.app, '/api/client/order/push-message', client.token, fields({ id: order.id, message: 'hi' })),
  );
  const conversationId = sent.feed.conversation.id;
  await ok(t.call({ url: `/api/ops/chat/messages?conversation_id=${conversationId}`, token: deskToken }));
  await ok(
    t.call({
      method: 'POST',
      url: '/api/ops/chat/assign',
      token: deskToken,
      body: { conversation_id: conversationId },
    }),
  );
  await ok(
    sendParts(
      t.app,
      '/api/ops/chat/push-message',
      deskToken,
      fields({ conversation_id: conversationId, message: 'hello' }),
    ),
  );
  await ok(t.call({ method: 'POST', url: `/api/client/order/messages?id=${order.id}`, token: client.token }));
  const moved = await createOrder(t.database.db, client.clientId, { status: 2 });
  await ok(
    t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      body: { codes: [moved.code], status: 'underway' },
      token: deskToken,
    }),
  );
  await ok(t.call({ method: 'POST', url: `/api/ops/clients/${client.clientId}/suspend`, token: deskToken }));
}

describe('what a socket receives is what its token reads over HTTP', () => {
  it('staff: every desk event reaches exactly the roles whose token reads that desk', async () => {
    const roles = ['ops', 'support', 'admin'] as const;
    const desks = await Promise.all(
      roles.map(async (role) => {
        const token = await t.staffTokenFor(`${role}@demo.test`);
        return { role, token, socket: await recording({ token, staff: true }) };
      }),
    );
    const account = await createAccount(t.database.db);
    const admin = desks.find((d) => d.role === 'admin')!;
    await driveEveryEvent(
      { clientId: account.clientId, token: await t.tokenFor(account.email) },
      admin.token,
    );

    // Admin reads every desk: it received every staff event, and none the table does not name.
    expect([...(await admin.socket.received())].sort()).toEqual(Object.keys(staffEvents).sort());
    for (const desk of desks) {
      const received = receivedOf(staffEvents, await desk.socket.received());
      expect({ role: desk.role, received }).toEqual({
        role: desk.role,
        received: await readsOverHttp(staffEvents, desk.token),
      });
    }
  });

  it('client: every event reaches exactly the users whose token reads it; a first login reads nothing', async () => {
    const account = await createAccount(t.database.db);
    const subUser = await createUser(t.database.db, account.clientId);
    const firstLogin = await createUser(t.database.db, account.clientId, { mustSetPassword: true });
    const otherClient = await createAccount(t.database.db);
    const users = [
      { who: 'main account', email: account.email },
      { who: 'sub-user', email: subUser.email },
      { who: 'first login', email: firstLogin.email },
      { who: "another client's main account", email: otherClient.email },
    ];
    const listening = await Promise.all(
      users.map(async ({ who, email }) => {
        const token = await t.tokenFor(email);
        return { who, token, socket: await recording({ token, notifications_since: 0 }) };
      }),
    );
    const deskToken = await t.staffTokenFor('admin@demo.test');
    await driveEveryEvent({ clientId: account.clientId, token: listening[0]!.token }, deskToken);

    const main = await listening[0]!.socket.received();
    expect([...main].sort()).toEqual(Object.keys(clientEvents).sort());
    const answers = [];
    for (const { who, token, socket } of listening) {
      const reads = await readsOverHttp(clientEvents, token);
      // Another client reads these routes, but only its own rows: none of this client's events.
      const expected = who.startsWith('another') ? receivedOf(clientEvents, new Set()) : reads;
      answers.push({ who, received: receivedOf(clientEvents, await socket.received()), expected });
    }
    for (const { who, received, expected } of answers)
      expect({ who, received }).toEqual({ who, received: expected });
  });
});
