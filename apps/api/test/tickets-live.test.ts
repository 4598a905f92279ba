import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'tickets-live-')) } });
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

function open(auth: Record<string, unknown>): Socket {
  const socket = connect(url, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  });

function next(socket: Socket, event: string): Promise<unknown> {
  return Promise.race([
    new Promise((resolve) => socket.once(event, resolve)),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${event}`)), 5_000)),
  ]);
}

describe('tickets live', () => {
  it('pushes a new ticket to the desk and a desk reply to the merchant; staff sockets need a staff token', async () => {
    const account = await createAccount(t.database.db);
    const token = await t.tokenFor(account.email);
    const order = await createOrder(t.database.db, account.clientId);
    const deskToken = await t.staffTokenFor('support@demo.test');

    expect(await connected(open({ token, staff: true }))).toBe(false);
    const desk = open({ token: deskToken, staff: true });
    const merchant = open({ token });
    expect(await connected(desk)).toBe(true);
    expect(await connected(merchant)).toBe(true);

    const created = next(desk, 'ticket:changed');
    const res = await t.call({
      method: 'POST',
      url: '/api/client/ticket/create',
      token,
      body: {
        type: 1,
        entity_id: order.id,
        complaint_type_id: 1,
        complaint_type_title_id: 11,
        description: 'متأخر',
      },
    });
    expect(res.status).toBe(200);
    expect(await created).toEqual({ ticket_id: res.body.feed.id });

    const replied = next(merchant, 'ticket:reply');
    const reply = await t.call({
      method: 'POST',
      url: '/api/ops/tickets/reply',
      token: deskToken,
      body: { ticket_id: res.body.feed.id, message: 'جارٍ المتابعة' },
    });
    expect(reply.status).toBe(200);
    expect(await replied).toEqual({ ticket_id: res.body.feed.id });

    // Opening the ticket marks the reply seen and tells the merchant's other pages (the header's count).
    const seen = next(merchant, 'ticket:seen');
    const shown = await t.call({ url: `/api/client/ticket/show?ticket_id=${res.body.feed.id}`, token });
    expect(shown.status).toBe(200);
    expect(await seen).toEqual({ ticket_id: res.body.feed.id });
  });
});
